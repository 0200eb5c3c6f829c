import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/** True while the browser takes over a server-rendered page (the entry notes its start and end). */
let hydratingPage = false;

/** Called by the entry before it hydrates a server-rendered page. */
export function noteHydrationStarts(): void {
  hydratingPage = true;
}

/**
 * Called by the entry once React has taken over the whole page (every route's part, not only the
 * shell): what the browser draws from then on is its own, even where no control asked useHydrated.
 */
export function noteHydrationEnds(): void {
  hydratingPage = false;
}

/**
 * Whether the page is being hydrated: true on the server and in a render that takes over the
 * server's markup, false in a render the browser does itself. In the browser it is read from the
 * entry's notes (noteHydrationStarts to noteHydrationEnds), not from React's own hydration, so a
 * part hydrated with the first screen reads the same value as the server's when React checks it
 * after the commit; a different value would make React draw that part again at once.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => hydratingPage,
    () => true,
  );
}

/**
 * False on the server and while the browser hydrates a server-rendered page, true from then on
 * (and at once on a page the browser renders itself). A control shown before the page's script
 * runs would drop what a shopper on a slow phone chose in it, so such controls stay disabled
 * until this turns true.
 *
 * On a hydrated page the turn to true is a transition: a store value that differs from the
 * server's would make React draw the whole screen again in one long, blocking task right after
 * hydration, while a transition is drawn in slices the browser can interleave with input.
 */
export function useHydrated(): boolean {
  const atOnce = !useHydrating();
  const [turnedOn, setTurnedOn] = useState(false);
  useEffect(() => {
    if (atOnce) return undefined;
    startTransition(() => setTurnedOn(true));
    return undefined;
  }, [atOnce]);
  return atOnce || turnedOn;
}
