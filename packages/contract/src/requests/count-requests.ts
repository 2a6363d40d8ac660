import { countObjectSchema } from '@tvt/domain';
import { z } from 'zod';

/**
 * `POST {count}/inzending` body: the count object of spec 3 plus `countId`, described by the
 * domain's schema. The server validates it in the count service against the current bird
 * catalog (which ids `birds` may use), so this instance, with no known birds, only documents it.
 */
export const countSubmissionBody = countObjectSchema([]).describe(
  'The count object of spec 3 plus countId (UUID v4, made by the client). `birds` is keyed by ' +
    'bird id; the ids of the current count birds (GET /cdn/tvtBirds.json) are accepted.',
);

const text = (field: string, max: number) =>
  z
    .string({ error: `Het veld '${field}' moet tekst zijn.` })
    .max(max, { error: `Het veld '${field}' mag maximaal ${max} tekens bevatten.` })
    .optional();

/** `POST {count}/inzending/error` body: spec 7 "Log error". */
export const countErrorBody = z.object(
  {
    inztestid: z
      .union([z.number().int().min(0).max(4_102_444_800), z.string().regex(/^\d{1,10}$/)], {
        error: "Het veld 'inztestid' moet een tijdstip in seconden zijn.",
      })
      .nullish()
      .transform((v) => (v === null || v === undefined ? null : Number(v))),
    countObject: z
      .unknown()
      .optional()
      .describe('The count that failed; personal fields are removed'),
    userAgent: text('userAgent', 1000),
    functionName: text('functionName', 200),
    errorMessage: text('errorMessage', 5000),
    errorStack: text('errorStack', 20_000),
    extra: z.unknown().optional(),
  },
  { error: 'Het foutrapport moet een JSON-object zijn.' },
);

/** `POST {count}/segment` body: the e-mail travels in the body, never in a URL. */
export const segmentBody = z.object(
  {
    email: z
      .string({ error: "Het veld 'email' moet tekst zijn." })
      .max(320, { error: "Het veld 'email' mag maximaal 320 tekens bevatten." }),
  },
  { error: "Stuur een JSON-object met het veld 'email'." },
);

const field = (name: string, expected: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined
      ? `Het veld '${name}' ontbreekt.`
      : `Het veld '${name}' moet ${expected} zijn.`,
});
const amount = (name: string, max: number) =>
  z
    .number(field(name, 'een getal'))
    .int(field(name, 'een geheel getal'))
    .min(0, field(name, 'positief'))
    .max(max, field(name, `hooguit ${max}`));

/** `POST {count}/postImage` body, spec 7: originalfilename, uniquefilename, filesize, width, height, tags, frontend. */
export const photoRegistrationBody = z.object({
  originalfilename: z
    .string(field('originalfilename', 'tekst'))
    .max(255, field('originalfilename', 'hooguit 255 tekens'))
    // Kept as information only; control characters would only make trouble in an export.
    .transform((v) => v.replace(/[\p{Cc}\p{Cf}]/gu, '')),
  uniquefilename: z
    .string(field('uniquefilename', 'tekst'))
    .max(100, field('uniquefilename', 'een geldige bestandsnaam')),
  filesize: amount('filesize', 1_000_000_000),
  width: amount('width', 100_000),
  height: amount('height', 100_000),
  tags: z
    .array(
      z
        .string(field('tags', 'een lijst met teksten'))
        .trim()
        .min(1, field('tags', 'niet leeg'))
        .max(100, field('tags', 'korter')),
      field('tags', 'een lijst met teksten'),
    )
    .max(10, field('tags', 'hooguit 10 labels')),
  frontend: z.boolean(field('frontend', 'true of false')),
});
