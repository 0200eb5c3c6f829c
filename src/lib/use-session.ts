import { useSyncExternalStore } from 'react';
import { readSession, subscribeSession, type Session } from './credentials';

/** The signed-in shopper, or null; re-renders on sign-in and sign-out here or in another tab. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, readSession, () => null);
}
