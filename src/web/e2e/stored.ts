/** The app's IndexedDB database as the end-to-end tests write and read it directly (docs/web.md, "Storage"). */
import type { Page } from 'playwright-core';

/**
 * Puts `value` under `key` in the app's IndexedDB store `store` (`state` or `stats`), as another version of the app or a
 * damaged disk might leave it.
 */
export async function putStored(page: Page, store: 'state' | 'stats', key: string, value: unknown): Promise<void> {
  await page.evaluate(({ store, key, value }) => new Promise<void>((resolve, reject) => {
    const request = indexedDB.open('pasyans', 1);
    request.onsuccess = () => {
      const tx = request.result.transaction(store, 'readwrite');
      tx.objectStore(store).put(value, key);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    };
    request.onerror = () => reject(request.error);
  }), { store, key, value });
}

/** The value under `key` in the app's IndexedDB store `store`. */
export async function getStored(page: Page, store: 'state' | 'stats', key: string): Promise<unknown> {
  return page.evaluate(({ store, key }) => new Promise<unknown>((resolve, reject) => {
    const request = indexedDB.open('pasyans', 1);
    request.onsuccess = () => {
      const get = request.result.transaction(store).objectStore(store).get(key);
      get.onsuccess = () => resolve(get.result);
      get.onerror = () => reject(get.error);
    };
    request.onerror = () => reject(request.error);
  }), { store, key });
}
