/**
 * One clock for the whole page: every countdown on screen (deal cards, the deal page, My Orders)
 * reads it, so a grid of twenty cards runs one timer, not twenty. It ticks each second while any
 * countdown it serves is under an hour (the shopper then reads seconds) and each minute otherwise,
 * and stops when nothing on screen counts down.
 */

const SECOND_MS = 1_000;
const MINUTE_MS = 60_000;
/** Under this, time left reads as a ticking mm:ss. */
export const CLOCK_UNDER_MS = 3_600_000;

interface Countdown {
  deadline: number;
  onTick: (now: number) => void;
}

const countdowns = new Set<Countdown>();
let timer: ReturnType<typeof setTimeout> | undefined;
let nextTickAt = Number.POSITIVE_INFINITY;

/** How long until some countdown shows a different figure. */
function delayAfter(now: number): number {
  let delay = MINUTE_MS;
  for (const { deadline } of countdowns) {
    const left = deadline - now;
    if (left <= 0) continue;
    if (left <= CLOCK_UNDER_MS) return SECOND_MS;
    // Wake as it crosses under the hour, so its seconds start on time.
    delay = Math.min(delay, left - CLOCK_UNDER_MS);
  }
  return Math.max(SECOND_MS, delay);
}

function schedule(now: number) {
  if (countdowns.size === 0) {
    clearTimeout(timer);
    timer = undefined;
    nextTickAt = Number.POSITIVE_INFINITY;
    return;
  }
  const at = now + delayAfter(now);
  // A new countdown may need an earlier tick; it never postpones one already due.
  if (timer !== undefined && at >= nextTickAt) return;
  clearTimeout(timer);
  nextTickAt = at;
  timer = setTimeout(tick, at - now);
}

function tick() {
  timer = undefined;
  nextTickAt = Number.POSITIVE_INFINITY;
  const now = Date.now();
  for (const countdown of countdowns) countdown.onTick(now);
  schedule(now);
}

/** Calls `onTick` with the time on every tick of the page clock until the returned stop. */
export function followClock(deadline: number, onTick: (now: number) => void): () => void {
  const countdown = { deadline, onTick };
  countdowns.add(countdown);
  schedule(Date.now());
  return () => {
    countdowns.delete(countdown);
    if (countdowns.size === 0) schedule(Date.now());
  };
}
