import { setImmediate as nextTurn } from 'node:timers/promises';
export interface ScheduledTask {
  name: string;
  run: () => Promise<unknown>;
}

/**
 * An in-process timer for the office's background work (the reminder, the retention). Every
 * instance runs it; the tasks are safe to run concurrently (claimed rows, idempotent deletes),
 * so no leader is needed. A round never overlaps the previous one on the same instance.
 */
export function createScheduler(
  tasks: ScheduledTask[],
  intervalMs: number,
  onError: (task: string, error: unknown) => void,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function round(): Promise<void> {
    for (const task of tasks) {
      try {
        await task.run();
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
      if (timer) return;
      timer = setInterval(() => {
        running ??= round().finally(() => {
          running = undefined;
        });
      }, intervalMs);
      timer.unref();
    },
    /** Stops the timer and waits for a round in progress. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
