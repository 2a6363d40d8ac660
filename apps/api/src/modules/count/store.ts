import { createBatcher } from './batcher.ts';
import type { CountRepository, SubmissionRecord } from './repository.ts';

/** Up to this many counts share one statement. */
const MAX_BATCH = 100;

/**
 * Writes counts through the group-commit batcher. PGlite runs one statement at a time, so one
 * batch is in flight there; PostgreSQL takes a few at once, leaving pool connections for reads.
 */
export function createCountStore(
  repository: CountRepository,
  driver: 'pglite' | 'postgres',
  /** /metrics: each batch's size and how many of its counts were stored. */
  observe: (batchSize: number, stored: number) => void = () => undefined,
  /**
   * Awaited after a count is stored, before it is answered: the results' fold (decision 120),
   * outside the batch, so the next batches are written meanwhile. Never throws.
   */
  afterWrite: () => Promise<void> = () => Promise.resolve(),
) {
  async function write(records: SubmissionRecord[]): Promise<(string | undefined)[]> {
    const results = await writeBatch(records);
    observe(records.length, results.filter((r) => r !== undefined).length);
    return results;
  }
  async function writeBatch(records: SubmissionRecord[]): Promise<(string | undefined)[]> {
    try {
      return await repository.insertMany(records);
    } catch (error) {
      if (records.length === 1) throw error;
      // One bad row must not fail the counts it happened to share a statement with.
      const results: (string | undefined)[] = [];
      for (const record of records) results.push(...(await repository.insertMany([record])));
      return results;
    }
  }
  const store = createBatcher(write, {
    maxBatch: MAX_BATCH,
    maxInFlight: driver === 'pglite' ? 1 : 6,
  });
  return async (record: SubmissionRecord): Promise<string | undefined> => {
    const id = await store(record);
    if (id !== undefined) await afterWrite();
    return id;
  };
}
