import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type CountObject,
  type CountObjectInput,
  type CountObjectOutput,
  type CountLocation,
  type ExternalCampaignEntry,
  DEFAULT_EXTERNAL_CAMPAIGN,
  countObjectSchema,
} from '../../src/index.ts';
import { KNOWN_BIRD_IDS } from './fixtures.ts';

const schema = countObjectSchema(KNOWN_BIRD_IDS);

/** The least the web app sends: the empty draft's fields with personal data filled in. */
const minimal: CountObject = {
  countId: '0b7e3f3c-8a2e-4c3b-9a55-2a8c1f0d9e11',
  inztestid: 1737795600,
  metaData: {},
  birds: {},
  location: { postalCode: '3511 AB', streetNumber: '12' },
  privateLocation: false,
  homeAddress: true,
  countedon: '2025-01-25T10:15:00.000Z',
  birdsCountedTotal: 0,
  hasSuspiciousValues: false,
  participants: 1,
  userData: {
    emailAddress: 'a@example.nl',
    isOrganisation: false,
    lastName: 'Vries',
    firstName: 'Anna',
    newsLetter: false,
    externalCampaign: DEFAULT_EXTERNAL_CAMPAIGN.map((entry) => ({ ...entry })),
  },
};

describe('CountObject, derived from countObjectSchema', () => {
  it('is what the schema accepts, and what it parses to is a CountObject again', () => {
    expectTypeOf<CountObject>().toExtend<CountObjectInput>();
    expectTypeOf<CountObjectOutput>().toExtend<CountObject>();
    expectTypeOf<CountObject['location']>().toEqualTypeOf<CountLocation>();
    // The default is written in a plain type, apart from the schema (external-campaign.ts).
    expectTypeOf<
      NonNullable<CountObjectOutput['userData']['externalCampaign']>[number]
    >().toEqualTypeOf<ExternalCampaignEntry>();

    const parsed: CountObject = schema.parse(minimal);
    expect(parsed.location).toMatchObject({ street: '', city: '', geo: '' });
    expect(schema.parse(parsed)).toEqual(parsed);
  });
});
