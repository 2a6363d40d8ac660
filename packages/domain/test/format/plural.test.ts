import { describe, expect, it } from 'vitest';
import {
  BIRD_NOUN,
  SPECIES_NOUN,
  countdownHeadline,
  plural,
  runningTotalText,
  wizardSheetTitle,
} from '../../src/index.ts';

describe('Dutch plurals through Intl.PluralRules', () => {
  it.each([
    [0, '0 vogels'],
    [1, '1 vogel'],
    [2, '2 vogels'],
    [1234, '1.234 vogels'],
  ])('%i → %s', (n, text) => {
    expect(plural(n, BIRD_NOUN)).toBe(text);
  });

  it('writes the running total of the count screen', () => {
    expect(runningTotalText(34, 10)).toBe('34 vogels, 10 soorten');
    expect(runningTotalText(1, 1)).toBe('1 vogel, 1 soort');
    expect(runningTotalText(0, 0)).toBe('0 vogels, 0 soorten');
  });

  it("titles the wizard's results without '1 soorten'", () => {
    expect(wizardSheetTitle(1)).toBe('1 soort gevonden');
    expect(wizardSheetTitle(12)).toBe('12 soorten gevonden');
    expect(plural(1, SPECIES_NOUN)).toBe('1 soort');
  });
});

describe('the one phase 1 countdown (home and count page)', () => {
  it("says 'Nog N dagen', one day singular, and on the day itself that it begins", () => {
    expect(countdownHeadline(12)).toBe('Nog 12 dagen');
    expect(countdownHeadline(1)).toBe('Nog 1 dag');
    expect(countdownHeadline(0)).toBe('Vandaag begint de telling!');
    expect(countdownHeadline(-1)).toBe('Vandaag begint de telling!');
  });
});
