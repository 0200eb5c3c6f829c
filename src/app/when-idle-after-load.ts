/**
 * How long after the load event deferred work waits: the load event of this single-page app
 * fires before its first screen has its data and images, which follow within about this time
 * on a slow phone.
 */
const SETTLE_MS = 3_000;

/**
 * Runs `task` once the page has loaded, settled and the main thread is idle, for work that must
 * not compete with the first screen for the network or the main thread.
 */
export function whenIdleAfterLoad(task: () => void): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in globalThis) requestIdleCallback(task, { timeout: SETTLE_MS });
    else task();
  };
  const afterLoad = () => setTimeout(whenIdle, SETTLE_MS);
  if (document.readyState === 'complete') afterLoad();
  else globalThis.addEventListener('load', afterLoad, { once: true });
}
