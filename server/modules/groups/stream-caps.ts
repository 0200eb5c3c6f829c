/**
 * How many deal event streams one process keeps open. Each one holds a socket and a file
 * descriptor for as long as the shopper watches, so one client could otherwise exhaust them all.
 * A shopper's browser holds one per open deal page; a few dozen leaves room for a household or
 * an office behind one address.
 */
export const EVENT_STREAM_CAPS = {
  perAddress: 30,
  total: 2_000,
};

export type StreamCaps = typeof EVENT_STREAM_CAPS;

/** Why a stream was refused: this address holds its share, or the process holds all it may. */
export type StreamRefusal = 'address' | 'total';

/** Counts the open streams per client address and in total; each admitted stream is released once. */
export function createStreamCounter(caps: StreamCaps) {
  const perAddress = new Map<string, number>();
  let total = 0;

  return {
    /** Takes a slot for `address`, or says why there is none; the returned release frees it. */
    admit(address: string): { release: () => void } | { refused: StreamRefusal } {
      const held = perAddress.get(address) ?? 0;
      if (held >= caps.perAddress) return { refused: 'address' };
      if (total >= caps.total) return { refused: 'total' };
      perAddress.set(address, held + 1);
      total += 1;
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          total -= 1;
          const left = (perAddress.get(address) ?? 1) - 1;
          if (left === 0) perAddress.delete(address);
          else perAddress.set(address, left);
        },
      };
    },

    get open() {
      return total;
    },
  };
}
