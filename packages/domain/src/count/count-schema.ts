import { z } from 'zod';
import { bool, integer, optionalRuleText, plainText } from '../validation/zod-fields.ts';
import { BIRD_COUNT_MAX } from './bird-counter.ts';
import {
  birdsSchema,
  locationSchema,
  metaDataSchema,
  userDataSchema,
  userPhotoSchema,
} from './count-schema-parts.ts';
import { PARTICIPANTS_MIN } from './number-input.ts';
import { normaliseRemarks, validateRemarks, validateUnrecognisedRemarks } from './remarks.ts';

/** Epoch seconds of 2100-01-01: no real count starts later. */
const INZTESTID_MAX = 4_102_444_800;
/** The spec sets only a minimum; a school group of a thousand is already generous. */
export const PARTICIPANTS_MAX = 999;
export const REFERRAL_CODE_MAX_LENGTH = 100;

/**
 * The count submission (spec 3 `countObject`) as `POST /inzending` validates it, field by field,
 * with Dutch messages naming the field. `knownBirdIds` are the ids the `birds` map may use
 * (include the 'Niet herkend' pseudo bird). Unknown top-level keys are dropped, not refused, so
 * an older client's extra draft fields never cost a count.
 */
export function countObjectSchema(knownBirdIds: ReadonlySet<string> | readonly string[]) {
  const known = knownBirdIds instanceof Set ? knownBirdIds : new Set(knownBirdIds);
  return z.object(
    {
      countId: z.uuid({
        version: 'v4',
        error: "Het veld 'countId' moet een UUID (versie 4) zijn.",
      }),
      inztestid: integer('inztestid', 0, INZTESTID_MAX),
      metaData: metaDataSchema,
      birds: birdsSchema(known),
      unrecognizedBirdRemarks: optionalRuleText(
        'unrecognizedBirdRemarks',
        validateUnrecognisedRemarks,
        (v) => v.trim(),
      ),
      location: locationSchema,
      privateLocation: bool('privateLocation').default(false),
      homeAddress: bool('homeAddress').default(true),
      countedon: z.iso.datetime({
        offset: true,
        error:
          "Het veld 'countedon' moet een ISO-tijdstip zijn, bijvoorbeeld 2025-01-25T10:15:00.000Z.",
      }),
      birdsCountedTotal: integer('birdsCountedTotal', 0, BIRD_COUNT_MAX * Math.max(1, known.size)),
      hasSuspiciousValues: bool('hasSuspiciousValues'),
      participants: integer('participants', PARTICIPANTS_MIN, PARTICIPANTS_MAX).default(1),
      remarks: optionalRuleText('remarks', validateRemarks, normaliseRemarks),
      userPhoto: userPhotoSchema,
      referralCode: plainText('referralCode', REFERRAL_CODE_MAX_LENGTH).transform((v) =>
        v === '' ? undefined : v,
      ),
      userData: userDataSchema,
    },
    { error: 'De telling moet een JSON-object zijn.' },
  );
}

export type CountObjectInput = z.input<ReturnType<typeof countObjectSchema>>;
export type CountObjectOutput = z.output<ReturnType<typeof countObjectSchema>>;
