import * as z from 'zod/mini';
import { MEDIA_LICENCES } from '@tvt/domain';
import { imagePath, nullableString } from './common.ts';

const credit = z.nullable(z.object({ maker: z.string(), licence: z.enum(MEDIA_LICENCES) }));

/** `GET {bird}/birds`: spec 3 "a count nested in data". */
export const birdListResponse = z
  .object({
    data: z.object({
      data: z.array(z.object({ id: z.string(), name: z.string(), remoteimage: imagePath })),
      count: z.int().check(z.describe('All matching birds, not just this page')),
    }),
  })
  .check(
    z.describe(
      'Spec 3 "a count nested in data": { data: { data: [{ id, name, remoteimage }], count } }',
    ),
  );
export type BirdListResponse = z.infer<typeof birdListResponse>;

/** `GET {bird}/birds/{id}`: spec 3 "Bird detail". */
export const birdDetailResponse = z.object({
  data: z.object({
    id: z.string(),
    name: z.string(),
    image: imagePath,
    drawing: imagePath,
    tip: z.string(),
    scientificName: z.string().check(z.describe('Scientific name, shown under the Dutch name')),
    habitatNote: z
      .nullable(z.string())
      .check(
        z.describe('Where or when a participant sees it (Dutch); null when the data has none'),
      ),
    sounds: z.array(z.object({ file: z.string() })),
    drawings: z.array(
      z.object({
        image: imagePath,
        form: z.string(),
        plumage: z.string().check(z.describe("'' when the same all year")),
      }),
    ),
    video: nullableString,
    videothumb: nullableString,
    videoplaylist: nullableString,
    similarto: z.array(z.object({ id: z.string(), name: z.string(), image: imagePath })),
    credits: z
      .optional(z.object({ drawing: credit, sound: credit, video: credit }))
      .check(
        z.describe(
          'Maker and licence of the uploaded drawing, sound and video (shown as credits); null for the default drawing or without a file. Always sent; optional for answers cached before it existed',
        ),
      ),
  }),
});
export type BirdDetailResponse = z.infer<typeof birdDetailResponse>;

const tip = z.object({
  id: z.int(),
  title: z.string(),
  text: z.string(),
  image: imagePath,
  name: z.string(),
});
export type RecognitionTip = z.infer<typeof tip>;
/** `GET {bird}/birds/recognitiontips`. */
export const tipListResponse = z.object({ data: z.array(tip) });
/** `GET {bird}/birds/recognitiontips/{id}`. */
export const tipResponse = z.object({ data: tip });

/** `GET {cdn}/tvtBirds.json`: the count form's birds. */
export const countBirdsFile = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      tvtbirdid: z.int(),
      name: z.string(),
      image: z.string(),
      thresholdvalue: z.int(),
      primary: z.boolean(),
    }),
  ),
});
export type CountBirdsFile = z.infer<typeof countBirdsFile>;

/** `GET {bird}/wizard/birds`. */
export const wizardResponse = z.object({
  data: z.object({
    count: z.int().check(z.describe('The good matches (see the wizard README)')),
    birds: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        drawingmale: imagePath,
        drawingfemale: imagePath,
      }),
    ),
  }),
});
export type WizardResponse = z.infer<typeof wizardResponse>;

/** `GET {bird}/birds/quiz`: ten new random questions on every call. */
export const quizResponse = z.object({
  data: z.array(
    z.object({
      name: z
        .string()
        .check(z.describe("The species asked for: 'Welke van deze vogels is de {name}?'")),
      image: imagePath,
      options: z
        .array(
          z.object({
            name: z.string(),
            image: imagePath,
            correct: z.boolean(),
            text: z.string().check(z.describe("Shown after answering: 'Dit is een {name}'")),
          }),
        )
        .check(z.describe('Four options, exactly one correct, in random order')),
    }),
  ),
});
export type QuizResponse = z.infer<typeof quizResponse>;

const fraction = z.number().check(z.minimum(0), z.maximum(1));
/** `POST {bird}/birds/analyze`. */
export const analyzeResponse = z.object({
  data: z.object({
    birdFound: z
      .nullable(z.boolean())
      .check(
        z.describe('Whether there is a bird on the photo; null when the recogniser cannot tell'),
      ),
    birds: z
      .array(
        z.object({
          id: z.string(),
          name: z.string(),
          images: z.array(z.string()).check(z.describe('[male drawing, female drawing]')),
          confidence: fraction.check(
            z.describe('How sure the recogniser is (0–1); never a certainty'),
          ),
          confidenceLabel: z.enum(['waarschijnlijk', 'mogelijk', 'misschien']),
        }),
      )
      .check(
        z.describe(
          'Possible species with a likelihood, surest first (at most 5); only from a species recogniser (external service or local model), empty from the built-in detector',
        ),
      ),
    box: z
      .optional(z.object({ x: fraction, y: fraction, width: fraction, height: fraction }))
      .check(z.describe('Where the bird is, as fractions of the photo')),
    colours: z
      .array(z.int().check(z.minimum(1), z.maximum(9)))
      .check(z.describe('The bird’s main colours (1–9)')),
    colourMatches: z
      .array(z.object({ id: z.string(), name: z.string(), images: z.array(z.string()) }))
      .check(
        z.describe(
          "'Lijkt het meest op': the species whose drawings the bird in the photo resembles most (colours, where they sit, silhouette), best first, commonness only breaking ties (at most 6); empty when none fits clearly; a hint, not an identification",
        ),
      ),
    method: z
      .enum(['external', 'model', 'detector'])
      .check(z.describe('Which recogniser answered')),
    message: z.string().check(z.describe('Dutch explanation for the person')),
  }),
});
export type AnalyzeResponse = z.infer<typeof analyzeResponse>;
