import { setImmediate as nextTurn } from 'node:timers/promises';

export interface ScheduledTask {
  name: string;
  /** Stops between its units of work (a mail, a statement) once `signal` is aborted. */
  run: (signal: AbortSignal) => Promise<unknown>;
}

/**
 * An in-process timer for the office's background work (the reminder, the retention). Every
 * instance runs it; the tasks are safe to run concurrently (claimed rows, idempotent deletes),
 * so no leader is needed. A round never overlaps the previous one on the same instance.
 * `stop()` (on SIGTERM) aborts a round between units of work: what it claimed is released for
 * the next round on any instance, so a rolling deploy delays nothing (decision 095).
 */
export function createScheduler(
  tasks: ScheduledTask[],
  intervalMs: number,
  onError: (task: string, error: unknown) => void,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const stopping = new AbortController();

  async function round(): Promise<void> {
    for (const task of tasks) {
      if (stopping.signal.aborted) return;
      try {
        await task.run(stopping.signal);
      } catch (error) {
        onError(task.name, error);
      }
      // On the embedded database the tasks' queries run on the server's thread: readers get a
      // turn between them (decision 053).
      await nextTurn();
    }
  }

  return {
    start() {
      if (timer || stopping.signal.aborted) return;
      timer = setInterval(() => {
        running ??= round().finally(() => {
          running = undefined;
        });
      }, intervalMs);
      timer.unref();
    },
    /** Stops the timer, asks a round in progress to stop after its current unit, waits for it. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      stopping.abort();
      await running;
    },
  };
}
