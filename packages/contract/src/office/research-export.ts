import * as z from 'zod/mini';
import { z as zf } from 'zod';
import {
  COORDINATE_PRECISIONS,
  CSV_FLAVOURS,
  DATASET_LICENCES,
  type DatasetLicence,
} from '@tvt/domain';
import { count } from '../common.ts';

/**
 * The research export (issues 12 and 34): campaigns with accepted counts, for the office's
 * picker; CSV, Parquet or a Darwin Core Archive (`dwca`, a zip).
 */
export const exportFormat = z.enum(['csv', 'parquet', 'dwca']);
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

/** Every office CSV comes for spreadsheets (`;`, BOM) or for programs (`,`, RFC 4180). */
export const csvFlavourParam = zf
  .enum(CSV_FLAVOURS, { error: "Het veld 'flavour' moet spreadsheet of program zijn." })
  .default('program');

export const exportCountsQuery = zf.object({
  campaign: campaignYearParam,
  format: zf.enum(['csv', 'parquet', 'dwca'], {
    error: "Het veld 'format' moet csv, parquet of dwca zijn.",
  }),
  flavour: csvFlavourParam,
});

/** The dataset's settings as the office reads and saves them (`/export/settings`). */
export const datasetSettings = z.object({
  licence: z.enum(Object.keys(DATASET_LICENCES) as [DatasetLicence, ...DatasetLicence[]]),
  rightsHolder: z.string(),
  organisation: z.string(),
  contactEmail: z.string(),
  coordinatePrecision: z.enum(COORDINATE_PRECISIONS),
});
export const datasetSettingsResponse = z.object({ data: datasetSettings });
export type DatasetSettingsResponse = z.infer<typeof datasetSettingsResponse>;

const required = (label: string) =>
  zf
    .string({ error: `Vul ${label} in.` })
    .trim()
    .min(1, { error: `Vul ${label} in.` })
    .max(200, { error: `${label[0]!.toUpperCase()}${label.slice(1)} is te lang.` });

export const datasetSettingsBody = zf.object({
  licence: zf.enum(Object.keys(DATASET_LICENCES) as [DatasetLicence, ...DatasetLicence[]], {
    error: 'Kies een licentie uit de lijst.',
  }),
  rightsHolder: required('de rechthebbende'),
  organisation: required('de organisatie'),
  contactEmail: zf.email({ error: 'Vul een geldig e-mailadres van de organisatie in.' }),
  coordinatePrecision: zf.enum(COORDINATE_PRECISIONS, {
    error: 'Kies hoe nauwkeurig de plaats is.',
  }),
});
