/**
 * Folds the results' pending sums into the aggregates (decision 120). `afterWrite()` resolves
 * once a fold that started after the call has finished, so a count's answer is sent when the
 * results show it; calls that arrive while a fold runs share the next one, so an instance has at
 * most one fold running and one waiting, however many batches it writes. A failed fold is
 * reported and leaves the sums for the next one; the timer picks up what an instance stopped
 * (or killed) between storing a count and folding it left behind.
 */
export function createPendingFold(fold: () => Promise<number>, onError: (error: unknown) => void) {
  let running: Promise<void> | undefined;
  let waiting: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  function start(): Promise<void> {
    running = fold()
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function afterWrite(): Promise<void> {
    if (!running) return start();
    waiting ??= running.then(() => {
      waiting = undefined;
      return running ?? start();
    });
    return waiting;
  }

  return {
    afterWrite,
    /** Folds every `intervalMs` on this instance too (what a stopped instance left). */
    start(intervalMs: number) {
      timer ??= setInterval(() => void afterWrite(), intervalMs).unref();
    },
    /** A last fold, for at most `limitMs`: a database that is away must not hold the exit. */
    async stop(limitMs = 2_000) {
      if (timer) clearInterval(timer);
      timer = undefined;
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([
        afterWrite(),
        new Promise((resolve) => (wait = setTimeout(resolve, limitMs))),
      ]).finally(() => clearTimeout(wait));
    },
  };
}

export type PendingFold = ReturnType<typeof createPendingFold>;
