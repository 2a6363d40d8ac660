import * as z from 'zod/mini';
import { z as zf } from 'zod';
import { MODERATION_REASONS, MODERATION_STATES } from '@tvt/domain';
import { count, nullableString } from '../common.ts';
import { campaignYearParam as campaignYear } from './research-export.ts';

/**
 * The office's moderation queue (issue 12): counts the scan flagged as suspicious, shown without
 * personal data. Only an admin opens a count's personal part (`moderationPersonalResponse`).
 */
export const moderationReason = z.enum(MODERATION_REASONS);
export const moderationState = z.enum(MODERATION_STATES);

export const moderationBird = z.object({
  birdId: z.string(),
  name: z.string().check(z.describe("The bird's name; 'Niet herkend' for id '97'")),
  count: count(),
  suspicious: z.boolean().check(z.describe('At or over the species threshold')),
  threshold: z
    .nullable(z.int())
    .check(z.describe("The species' threshold now; null for an unknown bird ('97')")),
});

export const moderationItem = z.object({
  tellingUUID: z.string(),
  campaignYear: z.int(),
  countDate: z.string().check(z.describe('Chosen Amsterdam date, YYYY-MM-DD')),
  countTime: z.string().check(z.describe('Chosen Amsterdam time, HH:MM')),
  receivedAt: z.string().check(z.describe('When the server stored it (ISO 8601)')),
  reasons: z.array(moderationReason),
  state: moderationState,
  excluded: z.boolean().check(z.describe('Left out of every result now')),
  pc4: z.string(),
  municipalityCode: z.string(),
  municipality: z.string(),
  province: z.string(),
  participants: count(),
  birdsCountedTotal: count(),
  telplek: nullableString,
  groottetuin: nullableString,
  birds: z.array(moderationBird),
  decidedAt: nullableString,
  note: z.nullable(z.string()).check(z.describe('The reason given with the last exclusion')),
});
export type ModerationItem = z.infer<typeof moderationItem>;

export const moderationQueueResponse = z.object({
  data: z.array(moderationItem),
  total: count().check(z.describe('Items in this state (all pages)')),
  waiting: count(),
});
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponse>;

export const moderationSummaryResponse = z.object({ waiting: count() });
export type ModerationSummaryResponse = z.infer<typeof moderationSummaryResponse>;

export const moderationDecisionResponse = z.object({
  data: z.array(z.object({ tellingUUID: z.string(), state: moderationState })),
  waiting: count(),
});
export type ModerationDecisionResponse = z.infer<typeof moderationDecisionResponse>;

/** The personal part of one count (admin only); null fields once retention deleted them. */
export const moderationPersonalResponse = z.object({
  tellingUUID: z.string(),
  personal: z.nullable(
    z.object({
      firstName: z.string(),
      lastNamePrefix: nullableString,
      lastName: z.string(),
      emailAddress: z.string(),
      phoneNumber: nullableString,
      street: z.string(),
      streetNumber: z.string(),
      streetNumberAddition: nullableString,
      postalCode: z.string(),
      city: z.string(),
    }),
  ),
  remarks: nullableString,
  unrecognizedBirdRemarks: nullableString,
});
export type ModerationPersonalResponse = z.infer<typeof moderationPersonalResponse>;

// Requests (full zod, Dutch refusals); only the API imports their values.

export const moderationQueueQuery = zf.object({
  state: zf
    .enum(MODERATION_STATES, { error: "Het veld 'state' moet waiting, accepted of excluded zijn." })
    .default('waiting'),
  campaign: campaignYear.optional(),
  limit: zf.coerce
    .number({ error: "Het veld 'limit' moet een getal van 1 tot 100 zijn." })
    .int({ error: "Het veld 'limit' moet een getal van 1 tot 100 zijn." })
    .min(1, { error: "Het veld 'limit' moet een getal van 1 tot 100 zijn." })
    .max(100, { error: "Het veld 'limit' moet een getal van 1 tot 100 zijn." })
    .default(25),
  offset: zf.coerce
    .number({ error: "Het veld 'offset' moet 0 of groter zijn." })
    .int({ error: "Het veld 'offset' moet 0 of groter zijn." })
    .min(0, { error: "Het veld 'offset' moet 0 of groter zijn." })
    .max(1_000_000, { error: "Het veld 'offset' moet 0 of groter zijn." })
    .default(0),
});

/** Accept (keep or take back in) or exclude with a reason: one count or up to 100 at once. */
export const moderationDecisionBody = zf
  .object({
    tellingUUIDs: zf
      .array(zf.uuid({ error: 'Deze telling bestaat niet.' }), {
        error: 'Kies een of meer tellingen.',
      })
      .min(1, { error: 'Kies een of meer tellingen.' })
      .max(100, { error: 'Kies hoogstens 100 tellingen tegelijk.' }),
    decision: zf.enum(['accept', 'exclude'], {
      error: 'Kies accepteren of uitsluiten.',
    }),
    reason: zf
      .string({ error: 'Geef een reden van hoogstens 500 tekens.' })
      .trim()
      .max(500, { error: 'Geef een reden van hoogstens 500 tekens.' })
      .optional(),
  })
  .refine((body) => body.decision !== 'exclude' || (body.reason?.length ?? 0) >= 3, {
    error: 'Geef een reden om uit te sluiten (minstens 3 tekens).',
    path: ['reason'],
  });

export const moderationCountParams = zf.object({
  tellingUUID: zf.uuid({ error: 'Deze telling bestaat niet.' }),
});
