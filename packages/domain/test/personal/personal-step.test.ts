import { describe, expect, it } from 'vitest';
import {
  canProceedFromPersonalStep,
  personalStepSchema,
  toFieldError,
  toFieldErrors,
  validatePersonalStep,
  type PersonalStepValues,
} from '../../src/index.ts';

const valid: PersonalStepValues = {
  firstName: 'Zoë',
  lastNamePrefix: 'van der',
  lastName: 'berg',
  postalCode: '3511 ab',
  streetNumber: '12',
  streetNumberAddition: 'A',
  street: 'Domplein',
  city: 'Utrecht',
  emailAddress: ' Zoe@Example.NL ',
  phoneNumber: '',
};

describe('personal step: can proceed (spec 5)', () => {
  it('proceeds with every required field valid', () => {
    expect(canProceedFromPersonalStep(valid)).toBe(true);
    expect(validatePersonalStep(valid)).toEqual({});
  });

  it('proceeds with an unrecognised address (street and city empty is a warning only)', () => {
    const values = { ...valid, street: '', city: '' };
    expect(canProceedFromPersonalStep(values)).toBe(true);
    expect(Object.keys(validatePersonalStep(values)).sort()).toEqual(['city', 'street']);
  });

  it.each([
    ['firstName', ''],
    ['lastName', 'B3rg'],
    ['postalCode', '0123AB'],
    ['streetNumber', '12a'],
    ['emailAddress', 'zoe@'],
    ['phoneNumber', '123'],
    ['streetNumberAddition', 'A/B'],
    ['lastNamePrefix', "'t"],
  ] as const)('does not proceed when %s is %j', (field, value) => {
    const values = { ...valid, [field]: value };
    expect(canProceedFromPersonalStep(values)).toBe(false);
    expect(validatePersonalStep(values)[field]).toBeTypeOf('string');
  });
});

describe('personalStepSchema', () => {
  const input = {
    userData: {
      firstName: ' Zoë ',
      lastNamePrefix: '',
      lastName: 'berg',
      emailAddress: ' Zoe@Example.NL ',
      phoneNumber: '06 1234 5678',
      permissionToCall: true,
    },
    location: { postalCode: '3511 ab', streetNumber: '12', street: '', city: '' },
  };

  it('normalises with the same rules as the functions', () => {
    const out = personalStepSchema.parse(input);
    expect(out.userData).toEqual({
      firstName: 'Zoë',
      lastNamePrefix: undefined,
      lastName: 'Berg',
      emailAddress: 'zoe@example.nl',
      phoneNumber: '0612345678',
      permissionToCall: true,
      newsLetter: false,
    });
    expect(out.location).toMatchObject({ postalCode: '3511AB', streetNumber: '12' });
  });

  it('answers the Dutch message and the field path', () => {
    const bad = { ...input, location: { ...input.location, postalCode: '1234 SS' } };
    const result = personalStepSchema.safeParse(bad);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toFieldError(result.error)).toEqual({
        field: 'location.postalCode',
        message: 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.',
      });
    }
  });

  it('collects every failing field for a form', () => {
    const result = personalStepSchema.safeParse({
      userData: { firstName: '', lastName: '', emailAddress: 'x' },
      location: { postalCode: '', streetNumber: '' },
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toFieldErrors(result.error)).toEqual({
        'userData.firstName': 'Vul je voornaam in.',
        'userData.lastName': 'Vul je achternaam in.',
        'userData.emailAddress': 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
        'location.postalCode': 'Vul je postcode in.',
        'location.streetNumber': 'Vul je huisnummer in.',
      });
    }
  });

  it('names a missing or mistyped field in Dutch', () => {
    const result = personalStepSchema.safeParse({ userData: { firstName: 3 }, location: {} });
    expect(result.success).toBe(false);
    if (!result.success) {
      const errors = toFieldErrors(result.error);
      expect(errors['userData.firstName']).toBe("Het veld 'userData.firstName' moet tekst zijn.");
      expect(errors['userData.lastName']).toBe("Het veld 'userData.lastName' ontbreekt.");
    }
  });
});
