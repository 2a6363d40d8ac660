import { pagingQuerySchema } from '@tvt/domain';
import { z } from 'zod';
import { sourceQuery } from '../source-query.ts';

const imagePath = z
  .string()
  .describe('Absolute path of a drawing on this server, with its content hash');

function coordinate(field: 'lat' | 'lng', min: number, max: number) {
  const message = `De parameter '${field}' moet een getal zijn.`;
  return z
    .string({ error: message })
    .regex(/^-?\d{1,3}(?:\.\d{1,12})?$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }))
    .optional();
}

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

export const birdListResponse = z
  .object({
    data: z.object({
      data: z.array(z.object({ id: z.string(), name: z.string(), remoteimage: imagePath })),
      count: z.number().int().describe('All matching birds, not just this page'),
    }),
  })
  .describe(
    'Spec 3 "a count nested in data": { data: { data: [{ id, name, remoteimage }], count } }',
  );

/** Any id that is not a species is simply not found (404), whatever it looks like. */
export const birdIdParams = z.object({ id: z.string().max(200) });

export const birdDetailResponse = z.object({
  data: z.object({
    id: z.string(),
    name: z.string(),
    image: imagePath,
    drawing: imagePath,
    tip: z.string(),
    scientificName: z.string().describe('Scientific name, shown under the Dutch name'),
    habitatNote: z
      .string()
      .nullable()
      .describe('Where or when a participant sees it (Dutch); null when the data has none'),
    sounds: z.array(z.object({ file: z.string() })),
    drawings: z.array(
      z.object({
        image: imagePath,
        form: z.string(),
        plumage: z.string().describe("'' when the same all year"),
      }),
    ),
    video: z.string().nullable(),
    videothumb: z.string().nullable(),
    videoplaylist: z.string().nullable(),
    similarto: z.array(z.object({ id: z.string(), name: z.string(), image: imagePath })),
  }),
});

const tip = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  image: imagePath,
  name: z.string(),
});
export const tipListResponse = z.object({ data: z.array(tip) });
export const tipResponse = z.object({ data: tip });
export const tipIdParams = z.object({
  id: z
    .string()
    .max(50)
    // Not a tip number: no tip has id 0, so the answer is the tip's 404.
    .transform((raw) => (/^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : 0)),
});

export const countBirdsFile = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      tvtbirdid: z.number().int(),
      name: z.string(),
      image: z.string(),
      thresholdvalue: z.number().int(),
      primary: z.boolean(),
    }),
  ),
});
