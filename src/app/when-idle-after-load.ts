/**
 * How long after the load event deferred work waits: the load event of this single-page app
 * fires before its first screen has its data and images, which follow within about this time
 * on a slow phone.
 */
const SETTLE_MS = 3_000;

/** The moment the first deferred task starts, in the page's performance timeline. */
export const DEFERRED_WORK_MARK = 'deferred-work';

/**
 * The moment a server-rendered page is live (React has taken over all of it), in the page's
 * performance timeline: src/main.tsx marks it; bench/bundle, Lighthouse's user timings and the
 * end-to-end stories read it.
 */
export const HYDRATED_MARK = 'hydrated';

/**
 * Runs `task` once the page has loaded, settled and the main thread is idle, for work that must
 * not compete with the first screen for the network or the main thread.
 */
export function whenIdleAfterLoad(task: () => void): void {
  const run = () => {
    // bench/bundle counts a page's first-load scripts up to here, and no later.
    if (performance.getEntriesByName(DEFERRED_WORK_MARK).length === 0) {
      performance.mark(DEFERRED_WORK_MARK);
    }
    task();
  };
  const afterLoad = () => setTimeout(() => whenMainThreadIdle(run), SETTLE_MS);
  if (document.readyState === 'complete') afterLoad();
  else globalThis.addEventListener('load', afterLoad, { once: true });
}

/**
 * Runs `task` once the main thread has nothing queued (the tasks React's scheduler posts for its
 * remaining work come first), or after SETTLE_MS on a busy one. A browser without idle callbacks
 * runs it after the tasks already queued.
 */
export function whenMainThreadIdle(task: () => void): void {
  if ('requestIdleCallback' in globalThis) requestIdleCallback(task, { timeout: SETTLE_MS });
  else setTimeout(task);
}
