import * as z from 'zod/mini';

export const officeBirdListResponse = z.object({
  data: z.array(
    z.object({ id: z.string(), name: z.string(), primary: z.boolean(), thresholdvalue: z.int() }),
  ),
});

/** A species as the office edits it (`/api/office/v1/birds/{id}`). */
export const officeBird = z.object({
  id: z.string(),
  name: z.string(),
  scientificName: z.string(),
  tip: z.string(),
  primary: z.boolean(),
  primaryOrder: z.nullable(z.int()),
  thresholdvalue: z.int(),
  similar: z.array(z.string()),
  sizeClass: z.int(),
  colours: z.array(z.int()),
  silhouette: z.int(),
  beak: z.int(),
  drawing: z.nullable(z.string().check(z.describe('Uploaded drawing path; null: the default'))),
  defaultDrawing: z.string(),
  sound: z.nullable(z.string()),
  video: z.nullable(z.string()),
});
export type OfficeBird = z.infer<typeof officeBird>;
export const officeBirdResponse = z.object({ data: officeBird });
