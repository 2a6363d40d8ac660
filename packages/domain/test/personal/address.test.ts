import { describe, expect, it } from 'vitest';
import {
  ADDRESS_NOT_RECOGNISED,
  applyAddressLookup,
  municipalityCodeOf,
  validateCity,
  validateHouseNumber,
  validateHouseNumberAddition,
  validateStreet,
  type CountLocation,
} from '../../src/index.ts';

describe('house number (spec 5)', () => {
  it.each(['1', '12', '1024', '0'])('accepts %s', (v) => {
    expect(validateHouseNumber(v)).toBeUndefined();
  });
  it.each(['12a', '1-3', '1 2', '-1', '1.5', '²'])('refuses %s', (v) => {
    expect(validateHouseNumber(v)).toBe('Je huisnummer mag alleen cijfers bevatten.');
  });
  it('is required', () => {
    expect(validateHouseNumber('')).toBe('Vul je huisnummer in.');
    expect(validateHouseNumber('  ')).toBe('Vul je huisnummer in.');
  });
  it('allows 200 digits and refuses 201', () => {
    expect(validateHouseNumber('1'.repeat(200))).toBeUndefined();
    expect(validateHouseNumber('1'.repeat(201))).toMatch(/maximaal 200/);
  });
});

describe('house number addition', () => {
  it.each([undefined, null, '', 'A', 'bis', '2 hoog', 'III', 'é'])('accepts %j', (v) => {
    expect(validateHouseNumberAddition(v)).toBeUndefined();
  });
  it.each(['-A', 'A/B', '1.2', 'a_b'])('refuses %j', (v) => {
    expect(validateHouseNumberAddition(v)).toBe(
      'De toevoeging mag alleen letters, cijfers en spaties bevatten.',
    );
  });
  it('allows 200 characters and refuses 201', () => {
    expect(validateHouseNumberAddition('a'.repeat(200))).toBeUndefined();
    expect(validateHouseNumberAddition('a'.repeat(201))).toMatch(/maximaal 200/);
  });
});

describe('street and city', () => {
  it('street must be non-empty', () => {
    expect(validateStreet('Dorpsstraat')).toBeUndefined();
    expect(validateStreet('')).toMatch(/straat/);
    expect(validateStreet(undefined)).toMatch(/straat/);
  });
  it('city must be non-empty and at most 200', () => {
    expect(validateCity('Utrecht')).toBeUndefined();
    expect(validateCity(' ')).toMatch(/plaats/);
    expect(validateCity('a'.repeat(200))).toBeUndefined();
    expect(validateCity('a'.repeat(201))).toMatch(/maximaal 200/);
  });
});

describe('address lookup result', () => {
  const location: CountLocation = {
    postalCode: '3511AB',
    streetNumber: '1',
    street: 'Oud',
    city: 'Oud',
    province: 'Oud',
    geo: '1,1',
  };
  const found = {
    street: 'Domplein',
    city: 'Utrecht',
    province: 'Utrecht',
    municipality: 'Utrecht',
    latitude: 52.0907,
    longitude: 5.1214,
    bagNumberDesignationId: '0344200000123456',
    surfaceArea: 120,
  };

  it('the municipality code is the first four characters of the BAG id', () => {
    expect(municipalityCodeOf('0344200000123456')).toBe('0344');
  });

  it('fills street, city, province, municipality and geo from a hit', () => {
    expect(applyAddressLookup(location, found)).toEqual({
      postalCode: '3511AB',
      streetNumber: '1',
      street: 'Domplein',
      city: 'Utrecht',
      province: 'Utrecht',
      municipality: 'Utrecht',
      municipalitycode: '0344',
      geo: '52.0907,5.1214',
    });
  });

  it('clears street, city, province and geo when nothing is found', () => {
    const cleared = applyAddressLookup(location, undefined);
    expect(cleared).toMatchObject({ street: '', city: '', province: '', geo: '' });
    expect(cleared.postalCode).toBe('3511AB');
    expect(ADDRESS_NOT_RECOGNISED).toBe('Combinatie postcode en huisnummer wordt niet herkend');
  });
});
