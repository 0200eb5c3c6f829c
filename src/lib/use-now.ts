import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `everyMs` while `ticking`: countdowns count down on their own,
 * offline too, from an instant the server gave once.
 */
export function useNow(ticking: boolean, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [ticking, everyMs]);
  return now;
}
