/**
 * The server's entry (built by scripts/pwa-build.ts into dist/server/): renders a public page
 * with TanStack Router's SSR, its catalogue data read in process and handed to the browser in
 * the page, and MUI's critical CSS inlined. Nothing here reads cookies or credentials: the page
 * is the same for every visitor, so the server may cache it.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import {
  createRequestHandler,
  renderRouterToStream,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import type { CatalogReader, RenderPage } from '../contract/pages';
import { LoadError } from './api/load-error';
import { AppProviders } from './app/providers';
import { routerManifest } from './app/router-manifest';
import { createAppRouter } from './router';
import type { AppRouter } from './router';

/** The public pages: the same for everyone, rendered on the server. The rest is the shell's. */
const SERVER_RENDERED: ReadonlySet<string> = new Set([
  '/',
  '/home',
  '/deal/',
  '/deal/$encodedDealId',
  '/category/$categoryId',
  '/subcategory/$subcategoryId',
  '/login',
] satisfies (keyof AppRouter['routesById'])[]);

function isServerRendered(matches: ReturnType<AppRouter['matchRoutes']>): boolean {
  const leaf = matches.at(-1);
  return leaf !== undefined && !leaf._notFound && SERVER_RENDERED.has(leaf.routeId);
}

/** The in-process catalogue's refusals as the loaders know them from the API: a LoadError. */
function asLoadErrors(catalog: CatalogReader): CatalogReader {
  const wrap =
    <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await read(...args);
      } catch (error) {
        const status = (error as { status?: unknown }).status;
        if (typeof status !== 'number') throw error;
        throw new LoadError(
          status,
          (error as Error).message,
          error,
          (error as { data?: unknown }).data,
        );
      }
    };
  return {
    dealPage: wrap(catalog.dealPage),
    deal: wrap(catalog.deal),
    category: wrap(catalog.category),
    subcategory: wrap(catalog.subcategory),
    featuredCategories: wrap(catalog.featuredCategories),
  };
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<string> {
  let html = '';
  const decoder = new TextDecoder();
  for await (const chunk of body) html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

export const renderPage: RenderPage = async ({ request, catalog, assets, publicUrl }) => {
  const router = createAppRouter(undefined, {
    catalog: asLoadErrors(catalog),
    document: true,
    // Share tags need absolute links: the store's configured address, never the request's Host.
    publicUrl,
  });
  const matches = router.matchRoutes(new URL(request.url).pathname, {});
  if (!isServerRendered(matches)) return null;

  // One style cache per page: styles of one render never leak into another's.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const handler = createRequestHandler({
    request,
    createRouter: () => router,
    getRouterManifest: async () =>
      routerManifest(
        assets,
        matches.map((match) => match.routeId),
      ),
  });
  const response = await handler(({ request: pageRequest, responseHeaders, router: pageRouter }) =>
    renderRouterToStream({
      request: pageRequest,
      responseHeaders,
      router: pageRouter,
      children: (
        <CacheProvider value={cache}>
          <AppProviders>
            <RouterServer router={pageRouter} />
          </AppProviders>
        </CacheProvider>
      ),
    }),
  );
  if (!response.body) return response;
  const html = await readAll(response.body);
  // MUI's styles of this page, then the built stylesheets, inlined: nothing blocks the first paint.
  const critical = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const built = assets.styles
    .map((sheet) => `<style data-href="${sheet.href}">${sheet.css}</style>`)
    .join('');
  return new Response(html.replace('</head>', `${built}${critical}</head>`), {
    status: response.status,
    headers: response.headers,
  });
};
