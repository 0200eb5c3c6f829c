/** Time comes from here so tests can stand at any moment they need. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export function fixedClock(
  start: Date,
): Clock & { set(at: Date): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(at) {
      current = new Date(at);
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
}
