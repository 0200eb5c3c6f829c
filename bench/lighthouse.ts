/**
 * bench/lighthouse: Lighthouse scores (mobile) of the main routes, in Chromium, against a fresh
 * production build served by the real server.
 */
import lighthouse from 'lighthouse';
import { launchBrowser } from '../tests/e2e/browser.ts';
import { writeResult } from './results.ts';
import { serveStore } from './serve-store.ts';

const PORT = 9300 + Math.floor(Math.random() * 500);
const store = await serveStore();
const browser = await launchBrowser([`--remote-debugging-port=${PORT}`]);
const rows = [];
const failedAudits: Record<string, string[]> = {};
try {
  for (const route of ['home', 'deal', 'category', 'login'] as const) {
    const result = await lighthouse(`${store.base}${store.routes[route]}`, {
      port: PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    rows.push({
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    });
    failedAudits[route] = (categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  }
} finally {
  await browser.close();
  await store.close();
}
console.table(rows);
for (const [route, ids] of Object.entries(failedAudits)) {
  if (ids.length > 0) console.log(`${route}: accessibility audits not passed: ${ids.join(', ')}`);
}
writeResult('lighthouse', { rows, failedAccessibilityAudits: failedAudits });
