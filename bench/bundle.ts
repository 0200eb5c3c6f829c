/**
 * bench/bundle: first-load JavaScript of the home route (gzip) and the size of each lazy chunk,
 * read from a fresh production build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildPwa } from '../scripts/pwa-build.ts';
import { writeResult } from './results.ts';

const HOME_BUDGET_KB = 200;
const dist = path.resolve(import.meta.dirname, '..', 'dist');

buildPwa();
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
const gzipKb = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file))).length / 1024;

const homeKb = firstLoad.reduce((sum, file) => sum + gzipKb(file), 0);
const lazy = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((file) => file.endsWith('.js') && !firstLoad.includes(`assets/${file}`))
  .map((file) => ({ chunk: file, gzipKb: Number(gzipKb(`assets/${file}`).toFixed(1)) }))
  .sort((a, b) => b.gzipKb - a.gzipKb);

console.table([{ route: 'home (first load)', files: firstLoad.length, gzipKb: Number(homeKb.toFixed(1)), budgetKb: HOME_BUDGET_KB, met: homeKb <= HOME_BUDGET_KB }]);
console.table(lazy);
writeResult('bundle', { homeFirstLoadGzipKb: Number(homeKb.toFixed(1)), budgetKb: HOME_BUDGET_KB, firstLoad, lazy });
