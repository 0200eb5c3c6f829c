import { useEffect, useEffectEvent, useRef } from 'react';

/** docs/product.md §9: the address of an e-mail link's screen resets to / this long after opening. */
export const LINK_RESET_MS = 2_000;

/**
 * Runs the action of an e-mail link (`run(token)`) once per mount, StrictMode's second effect
 * run included, and calls `onDone` after docs/product.md's 2 s, whether it worked or not.
 */
export function useLinkAction(
  token: string,
  run: (token: string) => Promise<void>,
  onDone: () => void,
): void {
  const started = useRef<string | null>(null);
  const act = useEffectEvent(run);
  const finish = useEffectEvent(onDone);
  useEffect(() => {
    if (started.current !== token) {
      started.current = token;
      void act(token);
    }
    const timer = setTimeout(() => finish(), LINK_RESET_MS);
    return () => clearTimeout(timer);
  }, [token]);
}
