import * as z from 'zod/mini';

export const phaseId = z
  .union([z.literal(1), z.literal(2), z.literal(3)])
  .check(z.describe('1 = before, 2 = during, 3 = after the count'));

const seasonCampaign = z.object({
  year: z.int(),
  phase2Start: z.iso.datetime(),
  phase3Start: z.iso.datetime(),
  demoResults: z.boolean().check(z.describe("Its results are a fresh install's made-up ones")),
});

/** `GET {count}/phase`. */
export const phaseResponse = z.object({
  data: z.object({
    id: phaseId,
    season: z.optional(
      z
        .enum(['before', 'announced', 'running', 'after'])
        .check(z.describe('Where the campaign year stands (campaignSeason, decision 087)')),
    ),
    lastCampaign: z.optional(
      z.nullable(seasonCampaign).check(z.describe('The latest campaign whose count has ended')),
    ),
    nextCampaign: z.optional(
      z.nullable(seasonCampaign).check(z.describe('The running or coming campaign, when known')),
    ),
    year: z.int(),
    countingDays: z.array(z.string()).check(z.describe('YYYY-MM-DD, Europe/Amsterdam')),
    lastCountingDay: z.string().check(z.describe('Dutch long format, e.g. 26 januari 2025')),
    daysUntilPhase2: z.int().check(z.minimum(0)),
    campaign: z.object({
      year: z.int(),
      name: z.string(),
      tag: z.string(),
      phase1Start: z.iso.datetime(),
      phase2Start: z.iso.datetime(),
      phase3Start: z.iso.datetime(),
      banners: z.optional(
        z
          .record(
            z.enum(['default', 'jg', 'bs']),
            z.object({ text: z.nullable(z.string()), imageUrl: z.nullable(z.string()) }),
          )
          .check(z.describe("The office's banner line and image per segment; null: the app's own")),
      ),
    }),
  }),
});
export type PhaseResponse = z.infer<typeof phaseResponse>;

/** `GET {cdn}/tvtPhase.json`. */
export const phaseFile = z.object({ data: z.object({ id: phaseId }) });
export type PhaseFile = z.infer<typeof phaseFile>;
