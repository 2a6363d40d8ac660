import { type RefusalKind, type RefusalRow, refusalKindOf } from '@tvt/domain';
import type { RefusalRepository } from './refusal-repository.ts';

const MINUTE_MS = 60_000;

export interface RefusalTallyOptions {
  repository: Pick<RefusalRepository, 'add'>;
  now: () => Date;
  onError: (error: unknown) => void;
}

/**
 * This instance's refusals of count submissions, counted in memory per minute and kind and
 * added to the shared rows by `flush` (a timer, the dashboard's read, the stop). A refusal costs
 * a map entry, never a statement: a flood of 429s does not become a flood of writes
 * (decision 131).
 */
export function createRefusalTally(options: RefusalTallyOptions) {
  const { repository, now, onError } = options;
  let pending = new Map<string, RefusalRow>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;

  function add(start: Date, kind: RefusalKind, refusals: number) {
    const key = `${start.getTime()} ${kind}`;
    const row = pending.get(key);
    if (row) row.refusals += refusals;
    else pending.set(key, { start, kind, refusals });
  }

  async function write(): Promise<void> {
    const rows = [...pending.values()];
    pending = new Map();
    try {
      await repository.add(rows);
    } catch (error) {
      // Kept for the next flush: a database away for a moment loses no refusal.
      for (const row of rows) add(row.start, row.kind, row.refusals);
      throw error;
    }
  }

  async function flush(): Promise<void> {
    while (flushing) await flushing;
    if (pending.size === 0) return;
    flushing = write().finally(() => {
      flushing = undefined;
    });
    await flushing;
  }

  return {
    /** Counts an answer of the count submission when it is a refusal. */
    record(status: number): void {
      const kind = refusalKindOf(status);
      if (!kind) return;
      const t = now().getTime();
      add(new Date(t - (t % MINUTE_MS)), kind, 1);
    },
    /** Adds what this instance counted to the shared rows (one write at a time). */
    flush,
    start(intervalMs: number): void {
      timer ??= setInterval(() => void flush().catch(onError), intervalMs).unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush().catch(onError);
    },
  };
}

export type RefusalTally = ReturnType<typeof createRefusalTally>;
