/**
 * bench/bundle: the JavaScript a browser downloads to show each route on a first visit (gzip),
 * measured in Chromium against a fresh production build served by the real server. It counts the
 * scripts the page asked for until it was live: until it hydrated, for a server-rendered page;
 * for a page the browser draws itself, until its deferred work began (load, settled, idle). What
 * the page fetches later (the worker's registration, a popup opened) is not first-load JS, and
 * when it arrives depends on how busy the machine is. Exits non-zero when the home is over budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFERRED_WORK_MARK, HYDRATED_MARK } from '../src/app/when-idle-after-load.ts';
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
    await page.goto(`${base}${address}`);
    // The deferred work starts seconds after load, so every first-load request was made by then.
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      DEFERRED_WORK_MARK,
      { timeout: 60_000 },
    );
    const { scripts, liveAtMs } = await page.evaluate(
      ([hydrated, deferred]) => {
        const at = (mark: string) => performance.getEntriesByName(mark)[0]?.startTime;
        const live = at(hydrated) ?? at(deferred) ?? Number.POSITIVE_INFINITY;
        const files = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= live)
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
          .map((url) => url.pathname);
        return { scripts: [...new Set(files)], liveAtMs: Math.round(live) };
      },
      [HYDRATED_MARK, DEFERRED_WORK_MARK] as const,
    );
    const kb = scripts.reduce((sum, file) => sum + gzipKb(file), 0);
    rows.push({ route, address, files: scripts.length, gzipKb: Number(kb.toFixed(1)), liveAtMs });
    await context.close();
  }
} finally {
  await browser.close();
  await store.close();
}

const home = rows.find((row) => row.route === 'home');
const met = home !== undefined && home.gzipKb <= HOME_BUDGET_KB;
console.table(rows);
console.log(
  `home first-load JS: ${home?.gzipKb} kB gzip (budget ${HOME_BUDGET_KB} kB): ${met ? 'met' : 'MISSED'}`,
);
writeResult('bundle', { budgetKb: HOME_BUDGET_KB, met, routes: rows });
if (!met) process.exitCode = 1;
