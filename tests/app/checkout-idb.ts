import { vi } from 'vitest';

/**
 * An in-memory stand-in for idb-keyval (happy-dom has no IndexedDB). Tests load it with
 * `vi.mock('idb-keyval', () => import('./checkout-idb'))` and steer failures through `idb`.
 */
export const idb = {
  memory: new Map<string, unknown>(),
  /** Keys whose writes throw. */
  failingKeys: new Set<string>(),
  reset() {
    this.memory.clear();
    this.failingKeys.clear();
    set.mockClear();
    get.mockClear();
    del.mockClear();
  },
};

// Values go through JSON like a structured clone would copy them.
export const set = vi.fn(async (key: string, value: unknown) => {
  if (idb.failingKeys.has(key)) throw new Error(`QuotaExceededError: ${key}`);
  idb.memory.set(key, JSON.parse(JSON.stringify(value)));
});
export const get = vi.fn(async (key: string) => idb.memory.get(key));
export const del = vi.fn(async (key: string) => {
  idb.memory.delete(key);
});
export const update = vi.fn(async (key: string, change: (current: unknown) => unknown) => {
  if (idb.failingKeys.has(key)) throw new Error(`QuotaExceededError: ${key}`);
  idb.memory.set(key, JSON.parse(JSON.stringify(change(idb.memory.get(key)))));
});
export const keys = vi.fn(async () => [...idb.memory.keys()]);
export const delMany = vi.fn(async (toDelete: string[]) => {
  for (const key of toDelete) idb.memory.delete(key);
});
export const clear = vi.fn(async () => {
  idb.memory.clear();
});
