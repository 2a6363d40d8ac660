import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  POSTAL_CODE_MAX_LENGTH,
  isValidPostalCode,
  normalisePostalCode,
  validatePostalCode,
} from '../../src/index.ts';

describe('normalisePostalCode (spec 5)', () => {
  it.each([
    ['1234 ab', '1234AB'],
    [' 1234-AB ', '1234AB'],
    ['1234.a.b', '1234AB'],
    ['abc', 'ABC'],
    ['1234 é b', '1234B'],
  ])('%j → %j', (input, output) => {
    expect(normalisePostalCode(input)).toBe(output);
  });

  it('cuts to 20 characters', () => {
    expect(normalisePostalCode('1'.repeat(30))).toHaveLength(POSTAL_CODE_MAX_LENGTH);
  });

  it('is idempotent and keeps only uppercase letters and digits (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (raw) => {
        const once = normalisePostalCode(raw);
        expect(normalisePostalCode(once)).toBe(once);
        expect(once).toMatch(/^[A-Z0-9]{0,20}$/);
      }),
    );
  });
});

describe('postal code validity', () => {
  it.each(['1234AB', '1234 AB', '9999ZZ', '1000AA', '1234ab', '1234SB', '1234AS'])(
    'accepts %s',
    (v) => {
      expect(isValidPostalCode(v)).toBe(true);
      expect(validatePostalCode(v)).toBeUndefined();
    },
  );

  it.each([
    ['0123AB', 'a leading 0'],
    ['1234SA', 'SA'],
    ['1234 SD', 'SD'],
    ['1234ss', 'SS'],
    ['123AB', 'three digits'],
    ['12345AB', 'five digits'],
    ['1234A', 'one letter'],
    ['1234ABC', 'three letters'],
    ['1234  AB', 'two spaces'],
    ['AB1234', 'letters first'],
  ])('refuses %s (%s)', (v) => {
    expect(isValidPostalCode(v)).toBe(false);
    expect(validatePostalCode(v)).toBe('Vul een geldige postcode in, bijvoorbeeld 1234 AB.');
  });

  it('asks for a missing code', () => {
    expect(validatePostalCode('')).toBe('Vul je postcode in.');
  });

  it('every normalised valid code stays valid (property)', () => {
    const code = fc
      .tuple(
        fc.integer({ min: 1000, max: 9999 }),
        fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
      )
      .filter(([, a, b]) => !['SA', 'SD', 'SS'].includes(a + b))
      .map(([n, a, b]) => `${n} ${a}${b}`.toLowerCase());
    fc.assert(fc.property(code, (c) => isValidPostalCode(normalisePostalCode(c))));
  });
});
