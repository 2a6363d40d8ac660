import { z } from 'zod';
import {
  MEDIA_LICENCE_MISSING,
  MEDIA_LICENCES,
  MEDIA_MAKER_MAX,
  MEDIA_MAKER_MISSING,
  MEDIA_MAKER_TOO_LONG,
  normaliseScientificName,
  scientificNameProblem,
} from '@tvt/domain';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} moet tekst zijn.` })
    .trim()
    .min(1, { error: `${label} mag niet leeg zijn.` })
    .max(max, { error: `${label} is te lang (maximaal ${max} tekens).` });

const html = (label: string, max: number) =>
  z
    .string({ error: `${label} moet tekst zijn.` })
    .max(max, { error: `${label} is te lang (maximaal ${max} tekens).` });

/** `POST|PUT /api/office/v1/content/tips[/{id}]` body. */
export const officeTipBody = z.object({
  name: text('De korte naam', 100).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'De korte naam bestaat uit kleine letters, cijfers en streepjes.',
  }),
  title: text('De titel', 200),
  text: text('De tekst', 5000),
  birdId: text('De vogelsoort', 200),
});
export type OfficeTipBody = z.input<typeof officeTipBody>;

export const officeTipParams = z.object({
  id: z
    .string()
    .max(50)
    .transform((raw) => (/^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : 0)),
});

/** Texts the office edits by slug. */
export const officeTextParams = z.object({
  slug: z.enum(['over-deze-app', 'veelgestelde-vragen'], { error: 'Onbekende tekst.' }),
});

export const officeTextBody = z.object({ content: html('De tekst', 50_000) });
export type OfficeTextBody = z.input<typeof officeTextBody>;

export const officeFaqBody = z.object({
  intro: html('De inleiding', 10_000).default(''),
  entries: z
    .array(z.object({ question: text('De vraag', 300), answer: html('Het antwoord', 10_000) }), {
      error: 'Stuur de vragen als lijst.',
    })
    .max(100, { error: 'Maximaal 100 vragen.' }),
});
export type OfficeFaqBody = z.input<typeof officeFaqBody>;

const imagePath = z
  .string()
  .max(500)
  .regex(/^(?:$|\/media\/|https:\/\/)/, {
    error: 'Een afbeelding is een geüpload bestand of een https-adres.',
  });

export const officeTourBody = z.object({
  pages: z
    .array(
      z.object({
        title: text('De titel', 200),
        content: html('De tekst', 10_000),
        image: imagePath,
      }),
    )
    .max(20, { error: 'Maximaal 20 pagina’s.' }),
});
export type OfficeTourBody = z.input<typeof officeTourBody>;

export const officeMenuBody = z.object({
  items: z
    .array(
      z.object({
        title: text('De titel', 100),
        link: text('De link', 500).regex(/^(?:https:\/\/|\/)/, {
          error: 'Een link begint met https:// of met / (een pagina van de app).',
        }),
      }),
    )
    .max(20, { error: 'Maximaal 20 regels.' }),
});
export type OfficeMenuBody = z.input<typeof officeMenuBody>;

const option = (label: string, max: number) =>
  z
    .number({ error: `Kies ${label}.` })
    .int({ error: `Kies ${label}.` })
    .min(1, { error: `Kies ${label}.` })
    .max(max, { error: `Kies ${label}.` });

const options = (label: string, max: number) =>
  z.array(option(label, max), { error: `Kies ${label}.` }).max(max, { error: `Kies ${label}.` });

const scientificName = z
  .string({ error: 'De wetenschappelijke naam moet tekst zijn.' })
  .max(200, { error: 'De wetenschappelijke naam is te lang (maximaal 200 tekens).' })
  .transform(normaliseScientificName)
  .superRefine((value, context) => {
    const problem = scientificNameProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** `PUT /api/office/v1/birds/{id}` body: every field of a species but its keys and drawings. */
export const officeBirdBody = z.object({
  name: text('De naam', 100),
  scientificName,
  englishName: text('De Engelse naam', 100),
  family: text('De familie', 100),
  lengthCm: z
    .number({ error: 'De lengte moet een getal zijn.' })
    .min(1, { error: 'De lengte is minstens 1 cm.' })
    .max(200, { error: 'De lengte is hoogstens 200 cm.' }),
  otherNames: z
    .array(text('Een andere naam', 100), { error: 'Stuur de andere namen als lijst.' })
    .max(20, { error: 'Maximaal 20 andere namen.' }),
  habitatNote: z
    .string({ error: 'Waar zie je hem? moet tekst zijn.' })
    .trim()
    .max(1000, { error: 'Waar zie je hem? is te lang (maximaal 1000 tekens).' })
    .nullable()
    .transform((note) => (note === '' ? null : note)),
  commonness: z
    .number({ error: 'De plaats in de ranglijst moet een getal zijn.' })
    .int({ error: 'De plaats in de ranglijst moet een heel getal zijn.' })
    .min(1, { error: 'De plaats in de ranglijst is minstens 1.' })
    .max(1000, { error: 'De plaats in de ranglijst is hoogstens 1000.' }),
  tip: html('De herkenningstip', 2000),
  primary: z.boolean({ error: "'Op het telformulier' is ja of nee." }),
  thresholdvalue: z
    .number({ error: 'De drempel moet een getal zijn.' })
    .int({ error: 'De drempel moet een heel getal zijn.' })
    .min(1, { error: 'De drempel is minstens 1.' })
    .max(100_000, { error: 'De drempel is hoogstens 100.000.' }),
  similar: z.array(z.string().max(200)).max(10, { error: 'Maximaal 10 soorten bij ‘lijkt op’.' }),
  sizeClass: option('een grootte (1–4)', 4),
  colours: z
    .array(option('kleuren (1–9)', 9))
    .min(1, { error: 'Kies minstens één kleur.' })
    .max(9, { error: 'Kies hoogstens negen kleuren.' }),
  silhouette: option('een silhouet (1–9)', 9),
  beak: option('een snavel (1–9)', 9),
  alsoSizes: options('andere groottes (1–4)', 4),
  alsoSilhouettes: options('andere silhouetten (1–9)', 9),
  alsoBeaks: options('andere snavels (1–9)', 9),
});
export type OfficeBirdBody = z.input<typeof officeBirdBody>;

/**
 * The credit fields of `POST /api/office/v1/birds/{id}/media/{slot}` (multipart, beside `file`)
 * and the body of `PUT …/media/{slot}/credit`.
 */
export const officeMediaCreditBody = z.object({
  maker: z
    .string({ error: MEDIA_MAKER_MISSING })
    .trim()
    .min(1, { error: MEDIA_MAKER_MISSING })
    .max(MEDIA_MAKER_MAX, { error: MEDIA_MAKER_TOO_LONG }),
  licence: z.enum(MEDIA_LICENCES, { error: MEDIA_LICENCE_MISSING }),
});
export type OfficeMediaCreditBody = z.input<typeof officeMediaCreditBody>;

export const officeBirdMediaParams = z.object({
  id: z.string().max(200),
  slot: z.enum(['drawing', 'sound', 'video'], { error: 'Kies tekening, geluid of video.' }),
});
export const officeBirdParams = z.object({ id: z.string().max(200) });
