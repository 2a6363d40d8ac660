import { describe, expect, it } from 'vitest';
import {
  profileFromClaims,
  splitFamilyName,
  splitStreetAddress,
} from '../src/modules/account/external-profile.ts';

describe('an external issuer’s claims as an account profile', () => {
  it.each([
    ['van Dijk', 'van', 'Dijk'],
    ['Van der Berg', 'Van der', 'Berg'],
    ['de Vries', 'de', 'Vries'],
    ["van 't Hek", "van 't", 'Hek'],
    ['Jansen', null, 'Jansen'],
    ['Dekker', null, 'Dekker'],
    ['van', null, 'van'],
  ])('splits the Dutch prefix off %s', (family, prefix, last) => {
    expect(splitFamilyName(family)).toEqual({ prefix, last });
  });

  it.each([
    ['Domplein 12', 'Domplein', '12', null],
    ['Berg en Dalseweg 12-a', 'Berg en Dalseweg', '12', 'a'],
    ['Oudegracht 231 bis', 'Oudegracht', '231', 'bis'],
    ['Laan 1940-1945 3A', 'Laan 1940-1945', '3', 'A'],
    ['Postbus', 'Postbus', '', null],
  ])('splits the street address %s', (address, street, number, addition) => {
    expect(splitStreetAddress(address)).toEqual({ street, number, addition });
  });

  it('maps the standard claims and normalises postal code and e-mail', () => {
    expect(
      profileFromClaims({
        given_name: '  Merel ',
        family_name: 'van  Dijk',
        email: ' Merel@Example.NL ',
        email_verified: 'true',
        address: { street_address: 'Domplein 12', postal_code: '3511 ab', locality: 'Utrecht' },
      }),
    ).toEqual({
      email: 'merel@example.nl',
      emailVerified: true,
      firstName: 'Merel',
      lastNamePrefix: 'van',
      lastName: 'Dijk',
      postalCode: '3511AB',
      streetNumber: '12',
      streetNumberAddition: null,
      street: 'Domplein',
      city: 'Utrecht',
    });
  });

  it('leaves out what is missing, of the wrong type or not an e-mail address', () => {
    const profile = profileFromClaims({
      given_name: 42,
      email: 'geen-adres',
      email_verified: true,
      address: 'Domplein 12',
    });
    expect(profile).toMatchObject({
      email: null,
      emailVerified: false,
      firstName: '',
      lastName: '',
      postalCode: '',
      street: '',
      city: '',
    });
  });

  it('caps long values at the personal step’s limits', () => {
    const profile = profileFromClaims({ given_name: 'A'.repeat(500) });
    expect(profile.firstName).toHaveLength(100);
  });
});
