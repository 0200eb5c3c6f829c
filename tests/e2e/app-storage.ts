import type { Page } from 'playwright-core';

/**
 * Reads what the app keeps in IndexedDB (idb-keyval's default store) as the app reads it: the
 * value under `key` (null when there is none), or every key when `key` is null.
 */
function readKeyvalStore(page: Page, key: string | null): Promise<unknown> {
  return page.evaluate(
    (key) =>
      new Promise((resolve, reject) => {
        const opening = indexedDB.open('keyval-store');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          const store = database.transaction('keyval', 'readonly').objectStore('keyval');
          const reading = key === null ? store.getAllKeys() : store.get(key);
          reading.onerror = () => reject(reading.error);
          reading.onsuccess = () => {
            resolve(reading.result ?? null);
            database.close();
          };
        };
      }),
    key,
  );
}

/** The keys the app keeps in IndexedDB. */
export async function storedKeys(page: Page): Promise<string[]> {
  return ((await readKeyvalStore(page, null)) as IDBValidKey[]).map(String);
}

/** What the app keeps in IndexedDB under `key`, or null. */
export function storedValue(page: Page, key: string): Promise<unknown> {
  return readKeyvalStore(page, key);
}
