import { useCallback, useEffect, useState } from 'react';

interface CountdownState {
  endsAt: number | null;
  now: number;
}

/**
 * A countdown of `seconds` that starts (or starts over) with `start()`. It reads the clock
 * rather than counting ticks, so a throttled background tab still shows the right time.
 */
export function useCountdown(seconds: number) {
  const [state, setState] = useState<CountdownState>({ endsAt: null, now: 0 });
  const remaining =
    state.endsAt === null ? 0 : Math.max(0, Math.ceil((state.endsAt - state.now) / 1000));
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setState((s) => ({ ...s, now: Date.now() })), 500);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback(() => {
    const now = Date.now();
    setState({ endsAt: now + seconds * 1000, now });
  }, [seconds]);
  const stop = useCallback(() => setState({ endsAt: null, now: 0 }), []);

  return { remaining, running, start, stop };
}
