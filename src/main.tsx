import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { registerServiceWorker } from './app/register-service-worker';
import { whenIdleAfterLoad } from './app/when-idle-after-load';
import { prefetchHomeDeals } from './features/deals/api/get-deal-list';
import { createAppRouter } from './router';

// The home's deals are its largest content: ask for them now, beside the home's own code.
if (['/', '/home'].includes(globalThis.location.pathname)) prefetchHomeDeals();

const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

if (import.meta.env.PROD) {
  // Installing the worker downloads the whole shell again: not while the first screen loads.
  whenIdleAfterLoad(() => {
    registerServiceWorker().catch((error: unknown) => {
      // The store works without the worker; it only loses offline support.
      console.warn('Service worker registration failed', error);
    });
  });
}
