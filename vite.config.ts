import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const manifestFile = fileURLToPath(new URL('./manifest.webmanifest', import.meta.url));

/**
 * The web app manifest lives at the repository root (docs/architecture.md §2) and must keep a stable URL,
 * so it is served and emitted as-is instead of going through Vite's hashed asset pipeline
 * (index.html links it with `vite-ignore`).
 */
function rootManifest(): Plugin {
  return {
    name: 'bogo:root-manifest',
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(readFileSync(manifestFile));
      });
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: readFileSync(manifestFile, 'utf8'),
      });
    },
  };
}

/** The operator console's routes: their screens are for operators, who work online. */
const CONSOLE_ROUTES = /\/src\/routes\/admin\//;

/**
 * Finds the chunks only the operator console needs: everything the entry reaches by static and
 * dynamic imports without passing through a console route's own chunk is the store's; the rest
 * is the console's, and shoppers' devices do not precache it.
 */
function consoleChunks(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'bogo:console-chunks',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const isConsoleRoute = (fileName: string) =>
        CONSOLE_ROUTES.test(byFile.get(fileName)?.facadeModuleId ?? '');
      const stores = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = byFile.get(fileName);
        if (!chunk || stores.has(fileName)) return;
        stores.add(fileName);
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) {
          if (!isConsoleRoute(next)) visit(next);
        }
      };
      for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
      files.clear();
      for (const chunk of chunks) if (!stores.has(chunk.fileName)) files.add(chunk.fileName);
    },
  };
  return { plugin, files };
}

export default defineConfig(({ isSsrBuild }) => {
  const consoleOnly = consoleChunks();
  return {
    plugins: [
      // The router plugin must run before the React plugin so split route chunks get Fast Refresh.
      tanstackRouter({
        target: 'react',
        routesDirectory: 'src/routes',
        generatedRouteTree: 'src/routeTree.gen.ts',
        autoCodeSplitting: true,
        // A route's loader and loading screen come with the route's own chunk: the default split
        // leaves both in the route tree, which the home page downloads whole.
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent'],
          ],
        },
        quoteStyle: 'single',
        semicolons: true,
      }),
      react(),
      // The server bundle (scripts/pwa-build.ts) renders pages only: no manifest, no worker.
      !isSsrBuild && rootManifest(),
      !isSsrBuild && consoleOnly.plugin,
      !isSsrBuild &&
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'sw',
          filename: 'sw.ts',
          manifest: false,
          injectRegister: false,
          injectManifest: {
            // Only the shell and the installed icons; images are cached at run time by the worker.
            globPatterns: [
              '**/*.{js,css,html}',
              'manifest.webmanifest',
              'favicon.svg',
              'icons/icon-192.png',
              'icons/icon-512.png',
              'icons/maskable-512.png',
              'icons/apple-touch-icon.png',
            ],
            // The console's screens load from the network when an operator opens them.
            manifestTransforms: [
              (entries) => ({
                manifest: entries.filter((entry) => !consoleOnly.files.has(entry.url)),
                warnings: [],
              }),
            ],
          },
        }),
    ],
    server: {
      proxy: {
        '/api': `http://localhost:${process.env.API_PORT ?? 3001}`,
      },
    },
    // The server entry carries its dependencies: a build is deployed as a folder of its own, where
    // the project's node_modules cannot be found.
    ssr: { noExternal: true },
    build: {
      outDir: 'dist',
      // The server reads which files the entry and each route need, to link them in the pages it
      // renders (server/modules/pages/assets.ts).
      manifest: !isSsrBuild,
      // One small stylesheet for the whole app: a server-rendered page inlines it (no request
      // before the first paint) and no route's styles arrive after its markup.
      cssCodeSplit: false,
      // public/ is served from the browser's build; the server's entry needs none of it.
      copyPublicDir: !isSsrBuild,
      // Everything the entry imports statically is downloaded by every page anyway: as one file
      // rather than ~30 small shared chunks it compresses better, and the lists of files each
      // lazy route preloads (written into the entry) get shorter. Route chunks stay separate.
      rolldownOptions: isSsrBuild
        ? {}
        : { output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } } },
    },
  };
});
