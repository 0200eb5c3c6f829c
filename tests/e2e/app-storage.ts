import type { Page } from 'playwright-core';

/**
 * Reads what the app keeps in IndexedDB (idb-keyval's default store) as the app reads it: the
 * value under `key` (null when there is none), or every key when `key` is null. Before the app's
 * first write there is no database, and that reads as nothing stored.
 */
function readKeyvalStore(page: Page, key: string | null): Promise<unknown> {
  return page.evaluate(
    (key) =>
      new Promise((resolve, reject) => {
        const opening = indexedDB.open('keyval-store');
        // Opening would create an empty database, and idb-keyval, finding it, would never make
        // its store: the app could then store nothing. Abort, so the database stays unmade.
        opening.onupgradeneeded = () => opening.transaction?.abort();
        opening.onerror = () => {
          if (opening.error?.name === 'AbortError') resolve(key === null ? [] : null);
          else reject(opening.error);
        };
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
