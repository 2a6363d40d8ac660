import { pagingQuerySchema } from '@tvt/domain';
import { z } from 'zod';
import { sourceQuery } from './source.ts';

function coordinate(field: 'lat' | 'lng', min: number, max: number) {
  const message = `De parameter '${field}' moet een getal zijn.`;
  return z
    .string({ error: message })
    .regex(/^-?\d{1,3}(?:\.\d{1,12})?$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }))
    .optional();
}

/** `GET {bird}/birds` query. */
export const birdListQuery = sourceQuery.extend({
  ...pagingQuerySchema.shape,
  keyword: z
    .string({ error: "De parameter 'keyword' moet tekst zijn." })
    .max(100, { error: 'De zoekterm is te lang (maximaal 100 tekens).' })
    .optional()
    .describe('Search: every word start in the Dutch name, accent- and case-insensitive'),
  primary: z
    .enum(['true', 'false'], { error: "De parameter 'primary' moet true of false zijn." })
    .optional()
    .transform((v) => v === 'true')
    .describe('true: the count form main grid in its order'),
  lat: coordinate('lat', -90, 90).describe('With lng: the commonly counted birds near this place'),
  lng: coordinate('lng', -180, 180),
});

/** Any id that is not a species is simply not found (404), whatever it looks like. */
export const birdIdParams = z.object({ id: z.string().max(200) });

export const tipIdParams = z.object({
  id: z
    .string()
    .max(50)
    // Not a tip number: no tip has id 0, so the answer is the tip's 404.
    .transform((raw) => (/^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : 0)),
});

/** `GET {cdn}/tvtBirds.json` query. */
export const countBirdsFileQuery = sourceQuery.extend({
  v: z.string().max(100).optional().describe('Cache-busting version; ignored'),
});

const filterValue = z.union([z.string().max(100), z.array(z.string().max(100)).max(20)]).optional();

/** `GET {bird}/wizard/birds` query. The filter values are checked by the domain's parser, which has the Dutch messages. */
export const wizardQuery = sourceQuery.extend({
  ...pagingQuerySchema.shape,
  size: filterValue.describe('Size class 1–4; one class off still counts half'),
  color: filterValue.describe('Colours 1–9, comma-joined; scored by the share the species shows'),
  silhouette: filterValue.describe('Silhouette 1–9; a related one counts half'),
  beak: filterValue.describe('Beak 1–9; a related one counts half'),
});
