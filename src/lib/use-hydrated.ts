import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page, true from then on
 * (and at once on a page the browser renders itself). A control shown before the page's script
 * runs would drop what a shopper on a slow phone chose in it, so such controls stay disabled
 * until this turns true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
