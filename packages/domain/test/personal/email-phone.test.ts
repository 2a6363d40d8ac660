import { describe, expect, it } from 'vitest';
import { normaliseEmail, normalisePhone, validateEmail, validatePhone } from '../../src/index.ts';

describe('e-mail (spec 5)', () => {
  it('is trimmed and lowercased', () => {
    expect(normaliseEmail('  Jan.Jansen@Example.NL ')).toBe('jan.jansen@example.nl');
  });
  it.each(['jan@example.nl', 'jan.de-vries+tvt@sub.example.co.uk', 'a_b@x-y.org', "o'brien@ie.ie"])(
    'accepts %s',
    (v) => {
      expect(validateEmail(normaliseEmail(v))).toBeUndefined();
    },
  );
  it('refuses inner spaces', () => {
    expect(validateEmail('jan jansen@example.nl')).toBe(
      'Een e-mailadres mag geen spaties bevatten.',
    );
  });
  it.each([
    'jan',
    'jan@',
    '@example.nl',
    'jan@example',
    'jan@@example.nl',
    'jan@example..nl',
    'jan@-x.nl',
  ])('refuses %s', (v) => {
    expect(validateEmail(v)).toMatch(/^Vul een geldig e-mailadres in/);
  });
  it('is required and at most 254 characters', () => {
    expect(validateEmail('')).toBe('Vul je e-mailadres in.');
    const long = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.nl`;
    expect(long.length).toBeGreaterThan(254);
    expect(validateEmail(long)).toMatch(/maximaal 254/);
  });
});

describe('phone (spec 5)', () => {
  it.each([undefined, null, '', '   '])('is optional (%j)', (v) => {
    expect(validatePhone(v)).toBeUndefined();
  });
  it.each(['0612345678', '06 1234 5678', '+31 6 12345678', '(030) 123-4567', '+31(0)30-1234567'])(
    'accepts %s',
    (v) => {
      expect(validatePhone(v)).toBeUndefined();
    },
  );
  it('counts the length without spaces: 10 passes, 9 fails', () => {
    expect(validatePhone('0 6 1 2 3 4 5 6 7 8')).toBeUndefined();
    expect(validatePhone('061234567')).toBe(
      'Vul een telefoonnummer in, zoals 06 12345678: 10 tot 32 cijfers.',
    );
    expect(validatePhone('06 123 456 7')).toBe(
      'Vul een telefoonnummer in, zoals 06 12345678: 10 tot 32 cijfers.',
    );
  });
  it('allows 32 characters and refuses 33', () => {
    expect(validatePhone('1'.repeat(32))).toBeUndefined();
    expect(validatePhone('1'.repeat(33))).toBe(
      'Vul een telefoonnummer in, zoals 06 12345678: 10 tot 32 cijfers.',
    );
  });
  it('refuses an input over 100 characters even when it is mostly spaces', () => {
    expect(validatePhone(`0612345678${' '.repeat(91)}`)).toMatch(/maximaal 100/);
    expect(validatePhone(`0612345678${' '.repeat(90)}`)).toBeUndefined();
  });
  it.each(['06-1234567a', '06.12345678', '06/12345678'])(
    'refuses letters and other signs: %s',
    (v) => {
      expect(validatePhone(v)).toMatch(/alleen cijfers/);
    },
  );
  it('normalises by removing spaces', () => {
    expect(normalisePhone(' 06 12 34 ')).toBe('061234');
  });
});

describe('e-mail before normalising', () => {
  it('accepts capitals, so a form may validate what was typed', () => {
    expect(validateEmail('Jan@Example.NL')).toBeUndefined();
  });
});
