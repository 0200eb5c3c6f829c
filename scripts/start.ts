/** `npm start`: build the PWA when dist/ is missing or stale, then run the one server process. */
import { buildPwa, pwaBuildIsStale } from './pwa-build.ts';

if (pwaBuildIsStale()) {
  console.log('Building the PWA (dist/ is missing or older than its sources)...');
  buildPwa();
}
await import('../server/main.ts');
