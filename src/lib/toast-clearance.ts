import { useEffect, useRef } from 'react';

/**
 * The CSS variable that says how much of the foot of the window bars hold (a form's sticky Save
 * bar, the connection bar), so a phone's toasts, which rise from the bottom, sit above them
 * instead of covering their buttons and words.
 */
export const TOAST_CLEARANCE_VAR = '--toast-clearance';

const bars = new Map<Element, number>();

function publish(): void {
  const clearance = Math.max(0, ...bars.values());
  document.documentElement.style.setProperty(TOAST_CLEARANCE_VAR, `${clearance}px`);
}

/**
 * Keeps toasts clear of the bar `ref` is put on while it is on screen: its height and its gap to
 * the window's foot, measured again whenever it changes size (a message that wraps, say).
 */
export function useToastClearance<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return undefined;
    const measure = () => {
      bars.set(bar, bar.offsetHeight + (Number.parseFloat(getComputedStyle(bar).bottom) || 0));
      publish();
    };
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    measure();
    return () => {
      observer.disconnect();
      bars.delete(bar);
      publish();
    };
  }, []);
  return ref;
}
