import { render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { createAppRouter } from '../../src/router';
import { browserCatalog } from '../../src/app/browser-catalog';

/**
 * Renders one component inside the app's providers and a router (its links need one). The
 * router is loaded first, so the component is on screen when this resolves (also under fake
 * timers).
 */
export async function renderWithRouter(ui: ReactNode) {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    // The app's own router context, as every screen finds it in the app.
    context: { catalog: browserCatalog, document: false },
  });
  await router.load();
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** Renders the whole app at `path`, as a shopper opening that address. */
export function renderApp(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

type Reply =
  | { status?: number; body: unknown }
  | ((url: URL, request: Request) => { status?: number; body: unknown });

/**
 * Stubs fetch for the API: `routes` maps "METHOD /api/v1/path" (no query) to a reply.
 * Unknown calls answer 404 so a test notices a call it did not expect.
 */
export function stubApi(routes: Record<string, Reply>) {
  const calls: { method: string; url: URL; request: Request; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = request.body ? await request.clone().text() : '';
    calls.push({ method: request.method, url, request, body: text ? JSON.parse(text) : null });
    const reply = routes[`${request.method} ${url.pathname}`];
    const resolved = typeof reply === 'function' ? reply(url, request) : reply;
    const { status = 200, body } = resolved ?? {
      status: 404,
      body: { success: false, message: 'Not stubbed' },
    };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Makes every call to a stubbed API fail as a dropped network does while `isOnline()` is false. */
export function dropCallsWhileOffline(api: ReturnType<typeof stubApi>, isOnline: () => boolean) {
  const answer = api.fetchMock.getMockImplementation();
  api.fetchMock.mockImplementation(async (input, init) => {
    if (!isOnline()) throw new TypeError('Failed to fetch');
    if (!answer) throw new Error('stubApi gave no implementation');
    return answer(input, init);
  });
  return api;
}

/** The percent a named progress bar shows, as a screen reader reads it. */
export function progressShown(name: string): string | null {
  return screen.getByRole('progressbar', { name }).getAttribute('aria-valuenow');
}

/** The JSON body the page sent in its first call to `path` (under /api/v1), if it made one. */
export function bodySentTo(calls: ReturnType<typeof stubApi>['calls'], path: string): unknown {
  return calls.find((call) => call.url.pathname === `/api/v1/${path}`)?.body;
}
