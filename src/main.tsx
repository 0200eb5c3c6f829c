import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { registerServiceWorker } from './app/register-service-worker';
import { createAppRouter } from './router';

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
  window.addEventListener('load', () => {
    registerServiceWorker().catch((error: unknown) => {
      // The store works without the worker; it only loses offline support.
      console.warn('Service worker registration failed', error);
    });
  });
}
