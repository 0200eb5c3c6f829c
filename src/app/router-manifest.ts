import type { Manifest } from '@tanstack/react-router';
import type { PageAssets } from '../../contract/pages';
import { scriptSafeJson as literal } from '../lib/page-head';

/** The longest a page's code waits for a first-screen picture that a flaky network never brings. */
const FIRST_SCREEN_WAIT_MS = 3_000;

/**
 * The window's function, set by the page's inline script, that plays again the taps on buttons
 * made before the page's code ran; the entry calls it once the page is live.
 */
export const REPLAY_EARLY_TAPS = '$bogoReplayEarlyTaps';

/**
 * The inline script that fetches a server-rendered page's code once its first screen has loaded
 * and been drawn: the frame after the load event, or after FIRST_SCREEN_WAIT_MS. Until then the
 * page is the server's drawing (links work, controls wait for the code: useHydrated), and the
 * code does not take a phone's bandwidth and main thread from the document and the first
 * screen's pictures. The modules of the page's routes are preloaded at that moment, beside the
 * entry instead of after it (decision 0015).
 */
function loadCodeAfterFirstScreen(entry: string, modules: string[]): string {
  return `(() => {
  // A button tapped before the code runs would do nothing: the tap is kept and played again
  // once the page is live, so a shopper on a slow phone never has to tap twice.
  const taps = [];
  const keep = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    taps.push({ button, tap: event });
  };
  document.addEventListener('click', keep, true);
  window[${literal(REPLAY_EARLY_TAPS)}] = () => {
    document.removeEventListener('click', keep, true);
    for (const { button, tap } of taps.splice(0)) {
      // The same click as the shopper's (a tap's detail is 1; a key's, 0), not a bare .click().
      if (button.isConnected && !button.disabled) button.dispatchEvent(new MouseEvent('click', tap));
    }
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of ${literal(modules)}) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.src = ${literal(entry)};
    document.body.append(script);
  };
  // After the frame that draws what the load brought: the first screen is on it.
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(start));
  if (document.readyState === 'complete') afterNextFrame();
  addEventListener('load', afterNextFrame, { once: true });
  setTimeout(start, ${FIRST_SCREEN_WAIT_MS});
})();`;
}

/**
 * The built files as TanStack Router's manifest for a page showing the routes `routeIds`: the
 * entry module and its imports, and the modules of those routes, all fetched together once the
 * page's first screen has loaded.
 */
export function routerManifest(assets: PageAssets, routeIds: readonly string[]): Manifest {
  const modules = new Set(assets.preloads);
  for (const routeId of routeIds) {
    for (const module of assets.routeModules[routeId] ?? []) modules.add(module);
  }
  return {
    routes: {
      __root__: { scripts: [{ children: loadCodeAfterFirstScreen(assets.entry, [...modules]) }] },
    },
  };
}
