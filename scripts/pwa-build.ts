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

/** dist/, unless PWA_OUT_DIR names another folder (a second version built beside the first). */
function outDir(): string {
  return process.env.PWA_OUT_DIR ? path.resolve(process.env.PWA_OUT_DIR) : path.join(root, 'dist');
}

/** The server's entry, which renders the public pages, inside the build it belongs to. */
const SERVER_ENTRY = path.join('server', 'entry-server.js');

/** True when the build (the browser's files or the server's entry) is missing or older than any source. */
export function pwaBuildIsStale(distDir = outDir()): boolean {
  const built = [path.join(distDir, 'index.html'), path.join(distDir, SERVER_ENTRY)].map((file) =>
    fs.statSync(file, { throwIfNoEntry: false }),
  );
  if (built.some((stat) => !stat)) return true;
  const builtAt = Math.min(...built.map((stat) => stat?.mtimeMs ?? 0));
  return Math.max(...sources.map((source) => newestChange(path.join(root, source)))) > builtAt;
}

/** package.json's version: what a build is stamped with unless PWA_VERSION says otherwise. */
function packageVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/**
 * Builds the PWA with Vite and precompresses it, failing when the build fails. The version stamp
 * goes into the service worker, so two builds with different stamps are two versions a browser
 * updates between, and the worker can say which one it is.
 */
export function buildPwa(
  distDir = outDir(),
  version = process.env.PWA_VERSION ?? packageVersion(),
): void {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = (args: string[]) =>
    spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', ...args], {
      cwd: root,
      stdio: 'inherit',
      // A test runner sets NODE_ENV=test, which would make Vite build the development bundle
      // (no service worker registration, React's development build): always ship production.
      // Vite hands VITE_* variables to the code it builds, the worker included.
      env: { ...process.env, NODE_ENV: 'production', VITE_PWA_VERSION: version },
    });
  if (build(['--outDir', distDir, '--emptyOutDir']).status !== 0) {
    throw new Error('The PWA build failed; see the messages above.');
  }
  // After the browser's build, so the worker's precache list does not take the server's files.
  const serverDir = path.join(distDir, path.dirname(SERVER_ENTRY));
  if (
    build(['--ssr', 'src/entry-server.tsx', '--outDir', serverDir, '--emptyOutDir']).status !== 0
  ) {
    throw new Error("The server entry's build failed; see the messages above.");
  }
  precompress(distDir, serverDir);
}

const compressible = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes .br and .gz beside every text file, once at build time, so the server sends the smallest
 * encoding a browser accepts without compressing on every request.
 */
function precompress(dir: string, serverDir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // The server's entry is read from disk by the server, never sent.
      if (file !== serverDir) precompress(file, serverDir);
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
