import { randomUUID } from 'node:crypto';
import type { Campaign } from '@tvt/domain';
import { seededRandom, syntheticClock, syntheticCount } from './synthetic-counts.ts';

export interface SyntheticRunOptions {
  count: number;
  /** The count service's submit: the same path as `POST /inzending`. */
  submit: (body: unknown) => Promise<{ tellingUUID: string }>;
  campaign: Campaign;
  now: Date;
  seed?: number;
  /** Submissions in flight at once: the store's group commit writes them together. */
  concurrency?: number;
  onProgress?: (done: number) => void;
}

/** Submits `count` synthetic counts; resolves their tellingUUIDs in order. */
export async function submitSyntheticCounts(options: SyntheticRunOptions): Promise<string[]> {
  const random = seededRandom(options.seed ?? 1);
  const generator = {
    random,
    campaign: options.campaign,
    now: syntheticClock(options.campaign, options.now),
  };
  const ids: string[] = new Array<string>(options.count);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < options.count) {
      const i = next++;
      ids[i] = (await options.submit(syntheticCount(generator, randomUUID()))).tellingUUID;
      done += 1;
      if (done % 10_000 === 0) options.onProgress?.(done);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 200 }, worker));
  return ids;
}
