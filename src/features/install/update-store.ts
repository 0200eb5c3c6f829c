import { useSyncExternalStore } from 'react';

/** What the registration code hands over once a new worker waits: how to switch to it. */
export type ApplyUpdate = () => void;

let pending: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** Called by the worker registration when a new version has installed and waits. */
export function announceUpdate(apply: ApplyUpdate): void {
  pending = apply;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The waiting version's switch, or null while the running version is the newest. */
export function usePendingUpdate(): ApplyUpdate | null {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
}
