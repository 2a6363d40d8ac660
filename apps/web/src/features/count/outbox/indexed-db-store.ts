import type { OutboxEntry, OutboxStore } from './outbox-store.ts';

const DB_NAME = 'tvt-count';
const DB_VERSION = 1;
const STORE = 'outbox';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, DB_VERSION);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(STORE)) {
      request.result.createObjectStore(STORE, { keyPath: 'countId' });
    }
  };
  return promised(request);
}

/** The outbox in IndexedDB: survives reloads, closed tabs and restarts of the phone. */
export function indexedDbOutboxStore(factory: IDBFactory = indexedDB): OutboxStore {
  let db: Promise<IDBDatabase> | undefined;
  const database = () =>
    (db ??= openDatabase(factory).catch((error: unknown) => {
      db = undefined;
      throw error;
    }));

  async function run<T>(
    mode: IDBTransactionMode,
    action: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> {
    const transaction = (await database()).transaction(STORE, mode);
    const result = promised(action(transaction.objectStore(STORE)));
    // A write counts only once its transaction has committed.
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () =>
        reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () =>
        reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
    return result;
  }

  return {
    put: async (entry) => {
      await run('readwrite', (store) => store.put(entry));
    },
    get: async (countId) =>
      (await run(
        'readonly',
        (store) => store.get(countId) as IDBRequest<OutboxEntry | undefined>,
      )) ?? undefined,
    all: async () => run('readonly', (store) => store.getAll() as IDBRequest<OutboxEntry[]>),
    delete: async (countId) => {
      await run('readwrite', (store) => store.delete(countId));
    },
  };
}
