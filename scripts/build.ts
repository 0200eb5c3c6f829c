/** `npm run build`: the PWA into dist/, precompressed for the server. */
import { buildPwa } from './pwa-build.ts';

buildPwa();
