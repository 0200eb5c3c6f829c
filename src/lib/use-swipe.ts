import { useRef, type TouchEvent } from 'react';

/** How far a finger must travel sideways, more than up or down, to count as a swipe (a carousel turning a slide, say). */
const SWIPE_PX = 40;

/**
 * Touch handlers that call `onSwipe(1)` for a swipe to the left (on to the next) and `onSwipe(-1)`
 * for one to the right. A mostly vertical gesture is the page scrolling, not a swipe.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current =
        event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return;
      onSwipe(dx < 0 ? 1 : -1);
    },
  };
}
