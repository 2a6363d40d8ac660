import { z } from 'zod';
import { ADDRESS_FIELD_MAX_LENGTH } from '../personal/address.ts';
import { personalLocationShape, personalUserDataShape } from '../personal/personal-schema.ts';
import { bool, integer, oneOf, plainText, typeMessage } from '../validation/zod-fields.ts';
import { BIRD_COUNT_MAX } from './bird-counter.ts';
import { DEFAULT_EXTERNAL_CAMPAIGN } from './external-campaign.ts';
import {
  BEPLANTING_VALUES,
  BESTRIJDINGSMIDDELEN_VALUES,
  ELEMENT_VALUES,
  GROOTTETUIN_VALUES,
  KATTEN_VALUES,
  NEERSLAG_VALUES,
  TELLER_VALUES,
  TELPLEK_VALUES,
  VOEDING_VALUES,
} from './enums.ts';

/** Text fields that only carry references (image addresses, ids) get a generous, finite cap. */
export const REFERENCE_MAX_LENGTH = 2000;

function optionalChoice<const T extends readonly [string, ...string[]]>(field: string, values: T) {
  return oneOf(field, values)
    .nullish()
    .transform((v) => v ?? undefined);
}

/**
 * Every metaData question is optional: spec 4 moves from count-place on by button without a
 * validity gate, and a finished count must not be refused for a skipped question.
 */
export const metaDataSchema = z
  .object(
    {
      teller: optionalChoice('metaData.teller', TELLER_VALUES),
      telplek: optionalChoice('metaData.telplek', TELPLEK_VALUES),
      neerslag: optionalChoice('metaData.neerslag', NEERSLAG_VALUES),
      groottetuin: optionalChoice('metaData.groottetuin', GROOTTETUIN_VALUES),
      beplanting: optionalChoice('metaData.beplanting', BEPLANTING_VALUES),
      katten: optionalChoice('metaData.katten', KATTEN_VALUES),
      bestrijdingsmiddelen: optionalChoice(
        'metaData.bestrijdingsmiddelen',
        BESTRIJDINGSMIDDELEN_VALUES,
      ),
      voeding: optionalChoice('metaData.voeding', VOEDING_VALUES),
      elementen: z
        .array(oneOf('metaData.elementen', ELEMENT_VALUES), {
          error: typeMessage('metaData.elementen', 'een lijst'),
        })
        .nullish()
        .transform((list) => (list && list.length > 0 ? [...new Set(list)] : undefined)),
    },
    { error: typeMessage('metaData', 'een object') },
  )
  .superRefine((meta, ctx) => {
    if (meta.groottetuin !== undefined && meta.telplek !== 'tuin') {
      ctx.addIssue({
        code: 'custom',
        path: ['groottetuin'],
        message: "Het veld 'metaData.groottetuin' hoort alleen bij telplek 'tuin'.",
      });
    }
  });

export const birdEntrySchema = z.object(
  {
    birdCountSuspicious: bool('birds.birdCountSuspicious'),
    birdName: plainText('birds.birdName', ADDRESS_FIELD_MAX_LENGTH),
    birdImage: plainText('birds.birdImage', REFERENCE_MAX_LENGTH),
    birdCount: integer('birds.birdCount', 0, BIRD_COUNT_MAX),
  },
  { error: typeMessage('birds', 'een object per vogel') },
);

export function birdsSchema(knownBirdIds: ReadonlySet<string>) {
  return z
    .record(z.string(), birdEntrySchema, { error: typeMessage('birds', 'een object') })
    .superRefine((birds, ctx) => {
      for (const id of Object.keys(birds)) {
        if (!knownBirdIds.has(id)) {
          ctx.addIssue({
            code: 'custom',
            path: [id],
            message: `Onbekende vogel '${id}' in 'birds'.`,
          });
        }
      }
    });
}

const GEO_PATTERN = /^-?\d{1,3}(\.\d+)?,-?\d{1,3}(\.\d+)?$/;

export const locationSchema = z.object(
  {
    ...personalLocationShape,
    province: plainText('location.province', ADDRESS_FIELD_MAX_LENGTH),
    municipality: plainText('location.municipality', ADDRESS_FIELD_MAX_LENGTH),
    municipalitycode: plainText('location.municipalitycode', 10),
    geo: plainText('location.geo', 100).refine((v) => v === '' || GEO_PATTERN.test(v), {
      error: "Het veld 'location.geo' moet de vorm 'breedtegraad,lengtegraad' hebben.",
    }),
  },
  { error: typeMessage('location', 'een object') },
);

const externalCampaignEntrySchema = z.object(
  {
    name: plainText('userData.externalCampaign.name', 100),
    value: z.union([z.boolean(), z.string().max(200)], {
      error: "Het veld 'userData.externalCampaign.value' moet true, false of korte tekst zijn.",
    }),
  },
  { error: typeMessage('userData.externalCampaign', 'een lijst van naam/waarde-paren') },
);

export const userDataSchema = z.object(
  {
    ...personalUserDataShape,
    isOrganisation: bool('userData.isOrganisation').default(false),
    externalCampaign: z
      .array(externalCampaignEntrySchema, {
        error: typeMessage('userData.externalCampaign', 'een lijst'),
      })
      .max(20, { error: "Het veld 'userData.externalCampaign' mag maximaal 20 items bevatten." })
      .default(() => [...DEFAULT_EXTERNAL_CAMPAIGN]),
  },
  { error: typeMessage('userData', 'een object') },
);

export const userPhotoSchema = z
  .object(
    {
      photoId: plainText('userPhoto.photoId', REFERENCE_MAX_LENGTH),
      photoOriginal: plainText('userPhoto.photoOriginal', REFERENCE_MAX_LENGTH),
      photoSmall: plainText('userPhoto.photoSmall', REFERENCE_MAX_LENGTH),
    },
    { error: typeMessage('userPhoto', 'een object') },
  )
  .nullish()
  .transform((v) => v ?? undefined);
