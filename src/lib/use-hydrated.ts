import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/** True while the browser takes over a server-rendered page (the entry says when it starts). */
let hydratingPage = false;

/** Called by the entry before it hydrates a server-rendered page. */
export function noteHydrationStarts(): void {
  hydratingPage = true;
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
  const atOnce = useSyncExternalStore(
    neverChanges,
    () => !hydratingPage,
    () => false,
  );
  const [turnedOn, setTurnedOn] = useState(false);
  useEffect(() => {
    if (atOnce) return undefined;
    startTransition(() => setTurnedOn(true));
    // After every control hydrated with this one has checked its value: controls mounted later
    // are live at once.
    const timer = setTimeout(() => {
      hydratingPage = false;
    });
    return () => clearTimeout(timer);
  }, [atOnce]);
  return atOnce || turnedOn;
}
