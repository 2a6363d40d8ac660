import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countObjectSchema, toFieldError } from '../../src/index.ts';
import { KNOWN_BIRD_IDS, validCountBody } from './fixtures.ts';

const schema = countObjectSchema(KNOWN_BIRD_IDS);

function errorOf(body: unknown) {
  const result = schema.safeParse(body);
  expect(result.success).toBe(false);
  return result.success ? undefined : toFieldError(result.error);
}

function withPatch(path: string, value: unknown): Record<string, unknown> {
  const body = validCountBody();
  const keys = path.split('.');
  let target = body;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = keys[keys.length - 1] as string;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return body;
}

describe('countObjectSchema: a valid count', () => {
  it('parses and normalises with the shared rules', () => {
    const out = schema.parse(validCountBody());
    expect(out.location.postalCode).toBe('3511AB');
    expect(out.userData.emailAddress).toBe('zoe@example.nl');
    expect(out.userData.lastName).toBe('De boer');
    expect(out.userData.lastNamePrefix).toBeUndefined();
    expect(out.remarks).toBe('Mooie ochtend.');
    expect(out.unrecognizedBirdRemarks).toBe('klein, bruin, hupte');
    expect(out.birds['12']?.birdCount).toBe(3);
  });

  it('accepts the minimum: optional questions, phone, photo and remarks left out', () => {
    const body = validCountBody();
    body.metaData = {};
    body.birds = {};
    body.birdsCountedTotal = 0;
    for (const key of ['unrecognizedBirdRemarks', 'remarks', 'userPhoto', 'referralCode']) {
      delete body[key];
    }
    const userData = body.userData as Record<string, unknown>;
    delete userData.phoneNumber;
    delete userData.permissionToCall;
    delete userData.externalCampaign;
    delete body.participants;
    const out = schema.parse(body);
    expect(out.participants).toBe(1);
    expect(out.userData.externalCampaign).toEqual([{ name: 'intratuinactie', value: false }]);
    expect(out.metaData.elementen).toBeUndefined();
  });

  it('drops unknown top-level keys instead of refusing the count', () => {
    const body = { ...validCountBody(), birdsSeen: true };
    expect('birdsSeen' in schema.parse(body)).toBe(false);
  });

  it('turns an empty element list into undefined and removes duplicates', () => {
    expect(schema.parse(withPatch('metaData.elementen', [])).metaData.elementen).toBeUndefined();
    expect(
      schema.parse(withPatch('metaData.elementen', ['heg', 'heg'])).metaData.elementen,
    ).toEqual(['heg']);
  });
});

describe('countObjectSchema: every bad field is refused with its name', () => {
  it.each([
    ['countId', 'not-a-uuid', /UUID/],
    ['countId', '0b7e3f3c-8a2e-1c3b-9a55-2a8c1f0d9e11', /UUID \(versie 4\)/],
    ['countId', undefined, /UUID/],
    ['inztestid', '1737795600', /moet een getal zijn/],
    ['inztestid', -1, /geheel getal/],
    ['metaData.telplek', 'dak', /'tuin', 'balkon'/],
    ['metaData.teller', 'Een vogelteller', /een van deze waarden/],
    ['metaData.neerslag', 'regen', /een van deze waarden/],
    ['metaData.beplanting', '30%', /een van deze waarden/],
    ['metaData.katten', 'ja', /een van deze waarden/],
    ['metaData.bestrijdingsmiddelen', 'soms', /een van deze waarden/],
    ['metaData.voeding', 'altijd', /een van deze waarden/],
    ['metaData.elementen', 'bomen', /een lijst zijn/],
    ['metaData.elementen.0', 'Bomen', /een van deze waarden/],
    ['birds.12.birdCount', 1000, /0 tot en met 999/],
    ['birds.12.birdCount', -1, /0 tot en met 999/],
    ['birds.12.birdCount', 2.5, /geheel getal/],
    ['birds.12.birdCount', '3', /moet een getal zijn/],
    ['birds.12.birdCountSuspicious', 'false', /true of false/],
    ['birds.12.birdName', 'x'.repeat(201), /maximaal 200/],
    ['unrecognizedBirdRemarks', 'x'.repeat(501), /maximaal 500/],
    ['remarks', 'x'.repeat(501), /maximaal 500/],
    ['location.postalCode', '1234 SA', /geldige postcode/],
    ['location.postalCode', '0123AB', /geldige postcode/],
    ['location.streetNumber', '12a', /alleen cijfers/],
    ['location.streetNumberAddition', 'A-1', /letters, cijfers en spaties/],
    ['location.city', 'x'.repeat(201), /maximaal 200/],
    ['location.geo', 'hier', /breedtegraad,lengtegraad/],
    ['location', 'Utrecht', /'location' moet een object zijn/],
    ['privateLocation', 'nee', /true of false/],
    ['homeAddress', 1, /true of false/],
    ['countedon', '25-01-2025 10:15', /ISO-tijdstip/],
    ['hasSuspiciousValues', undefined, /'hasSuspiciousValues' ontbreekt/],
    ['participants', 0, /1 tot en met 999/],
    ['participants', 1000, /1 tot en met 999/],
    ['userPhoto.photoSmall', 'x'.repeat(2001), /maximaal 2000/],
    ['referralCode', 'x'.repeat(101), /maximaal 100/],
    ['userData.firstName', 'Jan2', /alleen letters/],
    ['userData.lastName', '', /Vul je achternaam in/],
    ['userData.lastNamePrefix', 'v4n', /alleen letters/],
    ['userData.emailAddress', 'zoe@', /geldig e-mailadres/],
    ['userData.phoneNumber', '12345', /10 tot 32/],
    ['userData.newsLetter', 'ja', /true of false/],
    ['userData.isOrganisation', null, /true of false/],
    ['userData.externalCampaign', {}, /een lijst zijn/],
  ] as const)('%s = %j', (path, value, message) => {
    const error = errorOf(withPatch(path, value));
    expect(error?.field).toBe(path);
    expect(error?.message).toMatch(message);
  });

  it('refuses a bird id that is not known', () => {
    const body = validCountBody();
    (body.birds as Record<string, unknown>)['999999'] = {
      birdCountSuspicious: false,
      birdName: 'Draak',
      birdImage: '',
      birdCount: 1,
    };
    expect(errorOf(body)).toEqual({
      field: 'birds.999999',
      message: "Onbekende vogel '999999' in 'birds'.",
    });
  });

  it('refuses a garden size with a balkon', () => {
    expect(errorOf(withPatch('metaData.telplek', 'balkon'))).toEqual({
      field: 'metaData.groottetuin',
      message: "Het veld 'metaData.groottetuin' hoort alleen bij telplek 'tuin'.",
    });
  });

  it('refuses a body that is not an object', () => {
    expect(errorOf([])).toEqual({ message: 'De telling moet een JSON-object zijn.' });
    expect(errorOf('telling')).toEqual({ message: 'De telling moet een JSON-object zijn.' });
  });

  it('never throws and never answers an English message, whatever the body (property)', () => {
    const mutated = fc
      .tuple(
        fc.constantFrom(
          'countId',
          'inztestid',
          'metaData.telplek',
          'metaData.elementen',
          'birds.12.birdCount',
          'location.postalCode',
          'location',
          'countedon',
          'participants',
          'userData.emailAddress',
          'userData',
          'userPhoto',
        ),
        fc.anything(),
      )
      .map(([path, value]) => withPatch(path, value));
    fc.assert(
      fc.property(fc.oneof(mutated, fc.anything()), (body) => {
        const result = schema.safeParse(body);
        if (!result.success) {
          for (const issue of result.error.issues) {
            expect(issue.message).not.toMatch(/^(Invalid|Expected|Required|Unrecognized)/);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
