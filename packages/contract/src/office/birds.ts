import * as z from 'zod/mini';
import { MEDIA_LICENCES } from '@tvt/domain';

/** Maker and licence of an uploaded file. */
export const officeMediaCredit = z.object({
  maker: z.string(),
  licence: z.enum(MEDIA_LICENCES),
});

export const officeBirdListResponse = z.object({
  data: z.array(
    z.object({ id: z.string(), name: z.string(), primary: z.boolean(), thresholdvalue: z.int() }),
  ),
});

/** A species as the office edits it (`/api/office/v1/birds/{id}`). */
export const officeBird = z.object({
  id: z.string(),
  tvtbirdid: z.int().check(z.describe('The count form key; fixed')),
  name: z.string(),
  scientificName: z.string(),
  englishName: z.string(),
  family: z.string(),
  lengthCm: z.number(),
  otherNames: z.array(z.string()),
  habitatNote: z.nullable(z.string()),
  commonness: z.int(),
  tip: z.string(),
  primary: z.boolean(),
  primaryOrder: z.nullable(z.int()),
  thresholdvalue: z.int(),
  similar: z.array(z.string()),
  sizeClass: z.int(),
  colours: z.array(z.int()),
  silhouette: z.int(),
  beak: z.int(),
  alsoSizes: z.array(z.int()),
  alsoSilhouettes: z.array(z.int()),
  alsoBeaks: z.array(z.int()),
  drawing: z.nullable(z.string().check(z.describe('Uploaded drawing path; null: the default'))),
  defaultDrawing: z.string(),
  sound: z.nullable(z.string()),
  video: z.nullable(z.string()),
  credits: z
    .object({
      drawing: z.nullable(officeMediaCredit),
      sound: z.nullable(officeMediaCredit),
      video: z.nullable(officeMediaCredit),
    })
    .check(z.describe('Maker and licence of each uploaded file; null without an upload')),
});
export type OfficeBird = z.infer<typeof officeBird>;
export const officeBirdResponse = z.object({ data: officeBird });
