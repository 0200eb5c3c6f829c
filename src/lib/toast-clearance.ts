import { useEffect, useRef } from 'react';

/**
 * The CSS variable that says how much of the foot of the window bars hold (a form's sticky Save
 * bar, the connection bar), so a phone's toasts, which rise from the bottom, sit above them
 * instead of covering their buttons and words.
 */
export const TOAST_CLEARANCE_VAR = '--toast-clearance';

/** The connection bar's height, so a sticky bar of a screen (a Save bar) sits above it. */
export const CONNECTION_BAR_HEIGHT_VAR = '--connection-bar-height';

const bars = new Set<HTMLElement>();

/** Read afresh each time: a bar's gap to the foot may follow another bar's height. */
function publish(): void {
  const clearance = Math.max(
    0,
    ...[...bars].map(
      (bar) => bar.offsetHeight + (Number.parseFloat(getComputedStyle(bar).bottom) || 0),
    ),
  );
  document.documentElement.style.setProperty(TOAST_CLEARANCE_VAR, `${clearance}px`);
}

/**
 * Keeps toasts clear of the bar `ref` is put on while it is on screen: its height and its gap to
 * the window's foot, measured again whenever it changes size (a message that wraps, say). With
 * `heightVar`, the bar's own height is kept in that CSS variable too, for bars that sit above it.
 */
export function useToastClearance<T extends HTMLElement>(heightVar?: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return undefined;
    const root = document.documentElement.style;
    const measure = () => {
      if (heightVar) root.setProperty(heightVar, `${bar.offsetHeight}px`);
      publish();
    };
    const observer = new ResizeObserver(measure);
    bars.add(bar);
    observer.observe(bar);
    measure();
    return () => {
      observer.disconnect();
      bars.delete(bar);
      if (heightVar) root.removeProperty(heightVar);
      publish();
    };
  }, [heightVar]);
  return ref;
}
