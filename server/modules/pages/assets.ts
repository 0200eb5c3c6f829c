import fs from 'node:fs';
import path from 'node:path';
import type { PageAssets } from '../../../contract/pages.ts';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
};

/**
 * The route a file of src/routes defines, as the router names it: 'deal/index.tsx' is '/deal/',
 * 'admin/route.tsx' is '/admin'.
 */
export function routeIdOf(source: string): string | null {
  const match = /^src\/routes\/(.+)\.tsx$/.exec(source.split('?')[0] ?? '');
  if (
    !match?.[1] ||
    match[1].split('/').some((part) => part.startsWith('-') || part === '__root')
  ) {
    return null;
  }
  // A folder's route.tsx is the folder's own route (a layout), as index.tsx is its index page.
  const file = match[1].replace(/\/route$/, '');
  if (file === 'index') return '/';
  return `/${file.endsWith('/index') ? file.slice(0, -'index'.length) : file}`;
}

/** A chunk's file and every file it imports statically, each once. */
function withImports(manifest: Record<string, Chunk>, key: string, seen = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, seen);
  return seen;
}

/**
 * What a rendered page links, read once from the client build in `staticDir`: the entry, the
 * modules each route's screen needs and the stylesheet's content, to inline.
 */
export function readPageAssets(staticDir: string): PageAssets {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(staticDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, Chunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entry = entryKey ? manifest[entryKey] : undefined;
  if (!entryKey || !entry) throw new Error('The build manifest names no entry');
  const url = (file: string) => `/${file}`;
  const entryFiles = withImports(manifest, entryKey);

  const routeModules: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const routeId = routeIdOf(chunk.src ?? key);
    if (routeId === null || chunk.isEntry) continue;
    const files = [...withImports(manifest, key)].filter((file) => !entryFiles.has(file));
    routeModules[routeId] = [...(routeModules[routeId] ?? []), ...files.map(url)];
  }

  return {
    entry: url(entry.file),
    preloads: [...entryFiles].filter((file) => file !== entry.file).map(url),
    // With one stylesheet for the whole app, Vite lists it on its own ('style.css').
    styles: [
      ...new Set([
        ...(entry.css ?? []),
        ...Object.values(manifest)
          .map((chunk) => chunk.file)
          .filter((file) => file.endsWith('.css')),
      ]),
    ].map((file) => ({
      href: url(file),
      css: fs.readFileSync(path.join(staticDir, file), 'utf8'),
    })),
    routeModules,
  };
}
