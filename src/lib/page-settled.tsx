import { Suspense, use, useSyncExternalStore, type ReactNode } from 'react';
import { useHydrating } from './use-hydrated';

/**
 * Whether a server-rendered page has settled: loaded, hydrated and idle. Until then, work that
 * nobody waits for on the first screen (a carousel turning, a check of the push subscription,
 * taking over what is below the fold) would only lengthen the tasks that keep a phone from
 * answering a tap, so it waits.
 */
let settled = true;
let settling: Promise<void> = Promise.resolve();
let markSettled = () => {};
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the entry before it hydrates a server-rendered page. */
export function notePageSettling(): void {
  settled = false;
  settling = new Promise((resolve) => {
    markSettled = resolve;
  });
}

/** Called by the entry once the hydrated page is loaded and the main thread idle. */
export function notePageSettled(): void {
  settled = true;
  markSettled();
  for (const listener of listeners) listener();
}

/**
 * False on the server and on a server-rendered page until it has settled; true at once on a page
 * the browser draws itself (a screen opened by navigating, the shell), which has nothing to wait
 * for. The server's answer is the hydrating page's, so hydration draws the same.
 */
export function usePageSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );
}

/** Suspends while React takes over the server's markup of `children` before the page settled. */
function WaitWhileSettling({ children }: { children: ReactNode }) {
  // A render the browser does itself has nothing to wait for.
  if (useHydrating() && !settled) use(settling);
  return children;
}

/**
 * Parts of a server-rendered page below the fold: their server markup stays as it is (seen,
 * scrollable, links that work) and React takes it over once the page has settled, not in the
 * first hydration. Drawn in the browser, they render at once. The boundary must not receive new
 * props before it is taken over (React would then draw it again from scratch): give it
 * unchanging children, or a `key` that changes with them.
 */
export function HydrateWhenSettled({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitWhileSettling>{children}</WaitWhileSettling>
    </Suspense>
  );
}
