import * as z from 'zod/mini';
import { z as zf } from 'zod';
import { count } from '../common.ts';

/** The research export (issue 12): campaigns with accepted counts, for the office's picker. */
export const exportFormat = z.enum(['csv', 'parquet']);
export type ExportFormat = z.infer<typeof exportFormat>;

export const exportCampaignsResponse = z.object({
  data: z.array(
    z.object({
      year: z.int(),
      counts: count().check(z.describe('Counts in the results (not excluded)')),
    }),
  ),
});
export type ExportCampaignsResponse = z.infer<typeof exportCampaignsResponse>;

// Requests (full zod, Dutch refusals); only the API imports their values.
const yearError = { error: "Het veld 'campaign' moet een jaartal zijn." };
/** A campaign year in a query string (`?campaign=2025`). */
export const campaignYearParam = zf.coerce
  .number(yearError)
  .int(yearError)
  .min(2000, yearError)
  .max(2100, yearError);

export const exportCountsQuery = zf.object({
  campaign: campaignYearParam,
  format: zf.enum(['csv', 'parquet'], { error: "Het veld 'format' moet csv of parquet zijn." }),
});
