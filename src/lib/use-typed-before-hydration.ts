import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Hands `adopt` the text a shopper typed into a server-drawn box before the page's code ran.
 * The page comes alive with the server's value (empty) in its state while the box still shows
 * what was typed: without this the text would be on screen but never sent, and the button it
 * should enable would stay disabled. Read once, when the box is first live; typing after that
 * goes through the box's onChange.
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | null>,
  adopt: (typed: string) => void,
): void {
  const adoptTyped = useEffectEvent(adopt);
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed) adoptTyped(typed);
  }, [ref]);
}
