/** What Vite puts into the worker at build time (scripts/pwa-build.ts sets it). */
interface ImportMetaEnv {
  readonly VITE_PWA_VERSION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
