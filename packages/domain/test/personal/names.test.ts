import { describe, expect, it } from 'vitest';
import {
  NAME_MAX_LENGTH,
  capitaliseLastName,
  validateFirstName,
  validateLastName,
  validateNamePrefix,
} from '../../src/index.ts';

describe('first and last name (spec 5)', () => {
  it.each([
    'Jan',
    'Zoë',
    'Émile',
    'Anne-Marie',
    'J.P.',
    'Jan Willem',
    'Zoe\u0308',
    'Łukasz',
    'Ørjan',
  ])('accepts %s', (name) => {
    expect(validateFirstName(name)).toBeUndefined();
    expect(validateLastName(name)).toBeUndefined();
  });

  it.each(['Jan2', '007', "d'Ancona", 'Jan_Piet', 'Jan!', 'a@b', 'Jan,Piet'])(
    'refuses %s',
    (name) => {
      expect(validateFirstName(name)).toBe(
        'Je voornaam mag alleen letters, punten, spaties en streepjes bevatten.',
      );
      expect(validateLastName(name)).toBe(
        'Je achternaam mag alleen letters, punten, spaties en streepjes bevatten.',
      );
    },
  );

  it.each(['', '   ', '\t'])('requires a value (%j)', (name) => {
    expect(validateFirstName(name)).toBe('Vul je voornaam in.');
    expect(validateLastName(name)).toBe('Vul je achternaam in.');
  });

  it('allows exactly 100 characters and refuses 101', () => {
    expect(validateFirstName('a'.repeat(NAME_MAX_LENGTH))).toBeUndefined();
    expect(validateFirstName('a'.repeat(NAME_MAX_LENGTH + 1))).toBe(
      'Je voornaam mag maximaal 100 tekens bevatten.',
    );
  });
});

describe('name prefix', () => {
  it.each([undefined, null, '', '  '])('is optional (%j)', (v) => {
    expect(validateNamePrefix(v)).toBeUndefined();
  });
  it.each(['van', 'van der', 'de', 'ter'])('accepts %s', (v) => {
    expect(validateNamePrefix(v)).toBeUndefined();
  });
  it('follows the name character set and length', () => {
    expect(validateNamePrefix("'t")).toMatch(/alleen letters/);
    expect(validateNamePrefix('v4n')).toMatch(/alleen letters/);
    expect(validateNamePrefix('a'.repeat(101))).toMatch(/maximaal 100/);
  });
});

describe('capitaliseLastName', () => {
  it.each([
    ['jansen', 'Jansen'],
    ['Jansen', 'Jansen'],
    ['élise', 'Élise'],
    ['van dijk', 'Van dijk'],
    ['  jansen', 'Jansen'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(capitaliseLastName(input)).toBe(output);
  });
});
