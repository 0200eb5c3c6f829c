import { useEffect, useState } from 'react';
import { CLOCK_UNDER_MS, followClock } from './page-clock';

/**
 * Seconds left as a shopper reads them: exact under an hour, else whole minutes (rounded up), so
 * a card with hours left renders once a minute, not each second.
 */
export function visibleSecondsLeft(deadline: number, now: number): number {
  const left = deadline - now;
  if (left <= 0) return 0;
  if (left <= CLOCK_UNDER_MS) return Math.ceil(left / 1_000);
  return Math.ceil(left / 60_000) * 60;
}

/** `seconds` to go as `visibleSecondsLeft` reads them, for a figure the data gave. */
function visibleSeconds(seconds: number): number {
  return visibleSecondsLeft(seconds * 1_000, 0);
}

/**
 * Seconds left, counting down on the page's one clock once the page is mounted. Until then it is
 * `initialSeconds`, the figure the data carries, so the server's render and the browser's first
 * render agree. The count runs to the sooner of `deadline` (epoch ms) and `initialSeconds` from
 * the mount: a device clock that runs late, or data that aged in a cache, never shows more time
 * than is left. A null deadline does not count down.
 */
export function useSecondsLeft(deadline: number | null, initialSeconds: number): number {
  const [live, setLive] = useState<{ from: number | null; seconds: number } | null>(null);

  useEffect(() => {
    if (deadline === null) return undefined;
    const end = Math.min(
      Number.isFinite(deadline) ? deadline : Number.POSITIVE_INFINITY,
      Date.now() + initialSeconds * 1_000,
    );
    // Nothing to draw while the figure reads as it does: a page of cards mounting (or hydrating)
    // then renders each card once, not twice; the same state leaves React nothing to schedule.
    const update = (now: number) =>
      setLive((previous) => {
        const seconds = visibleSecondsLeft(end, now);
        const shown =
          previous?.from === deadline ? previous.seconds : visibleSeconds(initialSeconds);
        return seconds === shown ? previous : { from: deadline, seconds };
      });
    update(Date.now());
    return followClock(end, update);
  }, [deadline, initialSeconds]);

  return live !== null && live.from === deadline ? live.seconds : initialSeconds;
}
