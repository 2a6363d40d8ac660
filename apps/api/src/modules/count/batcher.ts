/**
 * Group commit: requests that arrive while earlier writes are in flight are written together in
 * one statement. Under light load every item goes alone at once (no timer, no added latency);
 * under heavy load batches grow, so the database does one round trip and one commit for many
 * counts instead of one each.
 */
export interface BatcherOptions {
  maxBatch: number;
  /** Batches written at the same time; the rest wait for one to finish. */
  maxInFlight: number;
}

interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export function createBatcher<T, R>(
  write: (items: T[]) => Promise<R[]>,
  options: BatcherOptions,
): (item: T) => Promise<R> {
  const queue: Waiting<T, R>[] = [];
  let inFlight = 0;
  let scheduled = false;

  function pump(): void {
    scheduled = false;
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch);
      inFlight += 1;
      write(batch.map((w) => w.item))
        .then(
          (results) => batch.forEach((w, i) => w.resolve(results[i]!)),
          (error: unknown) => batch.forEach((w) => w.reject(error)),
        )
        .finally(() => {
          inFlight -= 1;
          pump();
        });
    }
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      // Requests parsed in the same turn of the event loop join one batch.
      if (!scheduled) {
        scheduled = true;
        setImmediate(pump);
      }
    });
}
