import GlobalStyles from '@mui/material/GlobalStyles';
import { useEffect, useRef } from 'react';
import { TOAST_CLEARANCE_VAR } from '../lib/toast-clearance';

/** The sticky header's height, kept by useHeaderClearance. */
export const HEADER_HEIGHT_VAR = '--header-height';

/**
 * Keeps the sticky header's height in a CSS variable while it is on the page, measured again when
 * it changes (a phone's header has two rows, and may wrap).
 */
export function useHeaderClearance<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header) return undefined;
    const root = document.documentElement.style;
    const measure = () => root.setProperty(HEADER_HEIGHT_VAR, `${header.offsetHeight}px`);
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    measure();
    return () => {
      observer.disconnect();
      root.removeProperty(HEADER_HEIGHT_VAR);
    };
  }, []);
  return ref;
}

/**
 * A box the browser scrolls to (a focused field, one reached with Tab, an anchor) stops below the
 * sticky header and above the bars at the foot of the window, not under either.
 */
export const scrollClearOfBars = (
  <GlobalStyles
    styles={{
      html: {
        scrollPaddingTop: `calc(var(${HEADER_HEIGHT_VAR}, 0px) + 8px)`,
        scrollPaddingBottom: `calc(var(${TOAST_CLEARANCE_VAR}, 0px) + 8px)`,
      },
    }}
  />
);
