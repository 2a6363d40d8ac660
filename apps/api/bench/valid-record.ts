import { randomUUID } from 'node:crypto';
import { recomputeCountFlags } from '@tvt/domain';
import type { CountCatalog } from '../src/modules/count/bird-catalog.ts';
import { bodyHash } from '../src/modules/count/body-hash.ts';
import { toSubmissionRecord } from '../src/modules/count/submission-record.ts';
import { areasOf } from '../src/modules/results/cbs-areas.ts';
import { validCountBody } from './count-body.ts';

/**
 * A stored count's record made from a valid body as the count service makes it, without a
 * client address: for the benchmark's raw inserts and the tests that store counts directly.
 */
export function validSubmissionRecord(catalog: CountCatalog, campaignYear: number) {
  const count = catalog.schema.parse(validCountBody());
  const flags = recomputeCountFlags(count.birds, catalog.thresholds);
  return toSubmissionRecord({
    id: randomUUID(),
    count,
    birds: flags.birds,
    birdsCountedTotal: flags.birdsCountedTotal,
    hasSuspiciousValues: flags.hasSuspiciousValues,
    campaignYear,
    hash: bodyHash(count),
    areas: areasOf(count.location),
    client: { addressHash: null, networkHash: null },
  });
}
