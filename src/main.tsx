import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { browserCatalog } from './app/browser-catalog';
import { AppProviders } from './app/providers';
import { registerServiceWorker } from './app/register-service-worker';
import { REPLAY_EARLY_TAPS } from './app/router-manifest';
import { HYDRATED_MARK, whenIdleAfterLoad, whenMainThreadIdle } from './app/when-idle-after-load';
import { noteHydrationEnds, noteHydrationStarts } from './lib/use-hydrated';
import { notePageSettled, notePageSettling } from './lib/page-settled';
import { noteSavedPage } from './lib/saved-at';
import { prefetchHomeDeals } from './features/deals/api/get-deal-list';
import { createAppRouter } from './router';

declare global {
  interface Window {
    /** TanStack Router's hand-over from a server-rendered page (its data, its matches). */
    $_TSR?: unknown;
    [REPLAY_EARLY_TAPS]?: () => void;
  }
}

/**
 * Marks in the page's performance timeline the moment the server's page is live, where
 * Lighthouse's user timings and bench/bundle read it. What the browser draws from then on is its
 * own (use-hydrated), and the buttons tapped before are tapped again.
 *
 * That moment is not this component's commit: React takes over the shell first and each route's
 * part (every route match is its own Suspense boundary) in later tasks, so a tap played again at
 * the commit would land on a deal page or a form React has not taken over, and the browser would
 * act on it alone (a form sent as a plain GET, the address in the URL). The first idle moment
 * after the commit comes once React has no hydration work left (decision 0015).
 */
function MarkHydrated() {
  useEffect(() => {
    whenMainThreadIdle(() => {
      noteHydrationEnds();
      performance.mark(HYDRATED_MARK);
      window[REPLAY_EARLY_TAPS]?.();
    });
  }, []);
  return null;
}

const container = document.getElementById('root');

if (container === null && window.$_TSR !== undefined) {
  // A server-rendered page: its data is in the page, the markup is already drawn. Hydrating as
  // a transition lets React yield to the browser between parts instead of one long task.
  const router = createAppRouter(undefined, { catalog: browserCatalog, document: true });
  noteSavedPage();
  noteHydrationStarts();
  notePageSettling();
  whenIdleAfterLoad(notePageSettled);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <AppProviders>
          <RouterClient router={router} />
          <MarkHydrated />
        </AppProviders>
      </StrictMode>,
    );
  });
} else {
  // The shell (the shopper's own screens, offline): everything is drawn here.
  if (!container) throw new Error('index.html has no #root element');
  // The home's deals are its largest content: ask for them now, beside the home's own code.
  if (['/', '/home'].includes(globalThis.location.pathname)) prefetchHomeDeals();
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}

if (import.meta.env.PROD) {
  // Installing the worker downloads the whole shell again: not while the first screen loads.
  whenIdleAfterLoad(() => {
    registerServiceWorker().catch((error: unknown) => {
      // The store works without the worker; it only loses offline support.
      console.warn('Service worker registration failed', error);
    });
  });
}
