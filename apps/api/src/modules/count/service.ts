import { randomUUID } from 'node:crypto';
import {
  type Campaign,
  countEntersResults,
  countMomentFromCountedOn,
  countingDays,
  recomputeCountFlags,
  toFieldError,
} from '@tvt/domain';
import { HttpError } from '../../http-error.ts';
import type { CountCatalog } from './bird-catalog.ts';
import { bodyHash } from './body-hash.ts';
import { createCountedOnCheck } from './counted-on-check.ts';
import { findNulCharacter, nulMessage } from './nul-guard.ts';
import type { CountRepository, SubmissionRecord } from './repository.ts';
import { toSubmissionRecord } from './submission-record.ts';

export const COUNT_ID_CONFLICT =
  'Deze telling is al ontvangen met andere gegevens. Begin een nieuwe telling om opnieuw in te sturen.';

export interface CountServiceDeps {
  repository: CountRepository;
  /** Stores a record; its id, or `undefined` when the countId was already stored. */
  store: (record: SubmissionRecord) => Promise<string | undefined>;
  catalog: () => Promise<CountCatalog>;
  campaign: () => Promise<Campaign>;
  now: () => Date;
  /** The results' areas of the looked-up address (the results module's CBS list). */
  areasOf: (location: { municipalitycode?: string; province?: string }) => {
    province: string;
    municipality: string;
  };
  /** Keyed hashes of a client address and its network for the moderation burst rules. */
  clientHashes?: (
    ip: string | undefined,
  ) => Promise<{ addressHash: string | null; networkHash: string | null }>;
}

export function createCountService(deps: CountServiceDeps) {
  const validateCountedOn = createCountedOnCheck();
  /**
   * Validates and stores a count exactly once per `countId`. A retry of the same count gets the
   * first answer; the same id with a different count is refused (409).
   */
  async function submit(
    body: unknown,
    client: { ip?: string } = {},
    attempt = 0,
  ): Promise<{ tellingUUID: string }> {
    const catalog = await deps.catalog();
    const parsed = catalog.schema.safeParse(body);
    if (!parsed.success) {
      const error = toFieldError(parsed.error);
      throw new HttpError(400, error.message, error.field);
    }
    const count = parsed.data;
    const nulField = findNulCharacter(count);
    if (nulField !== undefined)
      throw new HttpError(400, nulMessage(nulField), nulField || undefined);
    const campaign = await deps.campaign();
    const dateProblem = validateCountedOn(count.countedon, deps.now(), campaign);
    if (dateProblem !== undefined) throw new HttpError(400, dateProblem, 'countedon');

    const hash = bodyHash(count);
    const flags = recomputeCountFlags(count.birds, catalog.thresholds);
    const record = toSubmissionRecord({
      id: randomUUID(),
      count,
      birds: flags.birds,
      birdsCountedTotal: flags.birdsCountedTotal,
      hasSuspiciousValues: flags.hasSuspiciousValues,
      campaignYear: campaign.year,
      hash,
      areas: deps.areasOf(count.location),
      client: (await deps.clientHashes?.(client.ip)) ?? { addressHash: null, networkHash: null },
    });
    // The server decides what enters the results, whatever phase the app was told (decision 088).
    const { date } = countMomentFromCountedOn(count.countedon);
    record.submission.excluded = !countEntersResults(
      date,
      deps.now(),
      campaign,
      countingDays(campaign),
    );
    const inserted = await deps.store(record);
    if (inserted !== undefined) return { tellingUUID: inserted };

    const existing = await deps.repository.findByCountId(count.countId);
    // The row was there a moment ago and counts are never deleted by this path: a vanished row
    // means an operator removed it, so the retry stores the count again.
    if (!existing && attempt === 0) return submit(body, client, attempt + 1);
    if (!existing) throw new Error('count vanished between insert and lookup twice');
    if (existing.bodyHash !== hash) throw new HttpError(409, COUNT_ID_CONFLICT, 'countId');
    return { tellingUUID: existing.id };
  }

  return { submit };
}

export type CountService = ReturnType<typeof createCountService>;
