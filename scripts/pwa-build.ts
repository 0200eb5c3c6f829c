import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const sources = [
  'src',
  'sw',
  'public',
  'contract',
  'index.html',
  'vite.config.ts',
  'manifest.webmanifest',
  'package-lock.json',
];

function newestChange(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/** True when dist/ is missing or older than any source of the PWA. */
export function pwaBuildIsStale(distDir = path.join(root, 'dist')): boolean {
  const built = fs.statSync(path.join(distDir, 'index.html'), { throwIfNoEntry: false });
  if (!built) return true;
  return (
    Math.max(...sources.map((source) => newestChange(path.join(root, source)))) > built.mtimeMs
  );
}

/** Builds the PWA with Vite into dist/ and precompresses it, failing when the build fails. */
export function buildPwa(distDir = path.join(root, 'dist')): void {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // A test runner sets NODE_ENV=test, which would make Vite build the development bundle
    // (no service worker registration, React's development build): always ship production.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The PWA build failed; see the messages above.');
  precompress(distDir);
}

const compressible = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes .br and .gz beside every text file, once at build time, so the server sends the smallest
 * encoding a browser accepts without compressing on every request.
 */
function precompress(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(file);
      continue;
    }
    if (!compressible.test(entry.name)) continue;
    const content = fs.readFileSync(file);
    if (content.length < 1024) continue;
    fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}
