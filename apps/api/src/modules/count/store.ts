import { createBatcher } from './batcher.ts';
import type { CountRepository, SubmissionRecord } from './repository.ts';

/** Up to this many counts share one statement. */
const MAX_BATCH = 100;

/**
 * Writes counts through the group-commit batcher. PGlite runs one statement at a time, so one
 * batch is in flight there; PostgreSQL takes a few at once, leaving pool connections for reads.
 */
export function createCountStore(repository: CountRepository, driver: 'pglite' | 'postgres') {
  async function write(records: SubmissionRecord[]): Promise<(string | undefined)[]> {
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
  return createBatcher(write, { maxBatch: MAX_BATCH, maxInFlight: driver === 'pglite' ? 1 : 6 });
}
