import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  globalThis.addEventListener('online', onChange);
  globalThis.addEventListener('offline', onChange);
  return () => {
    globalThis.removeEventListener('online', onChange);
    globalThis.removeEventListener('offline', onChange);
  };
}

const readOnline = () => globalThis.navigator?.onLine ?? true;

/**
 * Whether the browser says it has a network, updated by its online/offline events. Actions that
 * need the server disable themselves with a reason while this is false and come back by
 * themselves when it turns true.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, readOnline, () => true);
}
