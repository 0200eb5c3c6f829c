/**
 * bench/bundle: the JavaScript a browser downloads to show each route on a first visit (gzip),
 * measured in Chromium against a fresh production build served by the real server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/e2e/browser.ts';
import { writeResult } from './results.ts';
import { distDir, serveStore } from './serve-store.ts';

/** Issue 12: the home's first load may not grow past what it was before server rendering. */
const HOME_BUDGET_KB = 188.8;

const store = await serveStore();
const { base } = store;
const gzipKb = (urlPath: string) =>
  gzipSync(fs.readFileSync(path.join(distDir, urlPath))).length / 1024;
const browser = await launchBrowser();
const rows = [];
try {
  for (const [route, address] of Object.entries(store.routes)) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === base && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${base}${address}`, { waitUntil: 'networkidle' });
    const kb = [...scripts].reduce((sum, file) => sum + gzipKb(file), 0);
    rows.push({ route, address, files: scripts.size, gzipKb: Number(kb.toFixed(1)) });
    await context.close();
  }
} finally {
  await browser.close();
  await store.close();
}

const home = rows.find((row) => row.route === 'home');
console.table(rows);
console.log(
  `home first-load JS: ${home?.gzipKb} kB gzip (budget ${HOME_BUDGET_KB} kB): ${home && home.gzipKb <= HOME_BUDGET_KB ? 'met' : 'NOT met'}`,
);
writeResult('bundle', { budgetKb: HOME_BUDGET_KB, routes: rows });
