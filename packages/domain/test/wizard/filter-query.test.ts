import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BEAK_OPTIONS,
  COLOUR_OPTIONS,
  SILHOUETTE_OPTIONS,
  SIZE_OPTIONS,
  buildFilterQuery,
  parseFilterQuery,
  wizardSheetTitle,
} from '../../src/index.ts';

describe('buildFilterQuery (spec 4)', () => {
  it('joins non-empty selections as &key=value in the order size, color, silhouette, beak', () => {
    expect(buildFilterQuery({ beak: 5, silhouette: 4, color: [3, 1], size: 1 })).toBe(
      '&size=1&color=3,1&silhouette=4&beak=5',
    );
  });
  it('leaves out empty selections', () => {
    expect(buildFilterQuery({})).toBe('');
    expect(buildFilterQuery({ size: null, color: [], silhouette: undefined, beak: 9 })).toBe(
      '&beak=9',
    );
    expect(buildFilterQuery({ color: [2] })).toBe('&color=2');
  });
});

describe('parseFilterQuery (server)', () => {
  it('reads every filter', () => {
    expect(parseFilterQuery({ size: '4', color: '9,1,9', silhouette: '1', beak: '9' })).toEqual({
      ok: true,
      filter: { size: 4, color: [9, 1], silhouette: 1, beak: 9 },
    });
  });
  it('treats absent and empty keys as no filter', () => {
    expect(parseFilterQuery({ size: '', source: 'tvt' })).toEqual({ ok: true, filter: {} });
  });
  it.each([
    [{ size: '5' }, 'size', "Ongeldige grootte 'size': kies een waarde van 1 tot en met 4."],
    [{ size: '0' }, 'size', "Ongeldige grootte 'size': kies een waarde van 1 tot en met 4."],
    [{ color: '1,10' }, 'color', "Ongeldige kleur 'color': kies een waarde van 1 tot en met 9."],
    [{ color: '1,,2' }, 'color', "Ongeldige kleur 'color': kies een waarde van 1 tot en met 9."],
    [
      { silhouette: 'a' },
      'silhouette',
      "Ongeldige silhouet 'silhouette': kies een waarde van 1 tot en met 9.",
    ],
    [{ beak: '2.5' }, 'beak', "Ongeldige snavel 'beak': kies een waarde van 1 tot en met 9."],
    [{ beak: ['1', '2'] }, 'beak', "Ongeldige snavel 'beak': kies een waarde van 1 tot en met 9."],
  ])('refuses %j', (query, field, message) => {
    expect(parseFilterQuery(query)).toEqual({ ok: false, field, message });
  });
  it('accepts repeated color keys', () => {
    expect(parseFilterQuery({ color: ['1', '2'] })).toEqual({
      ok: true,
      filter: { color: [1, 2] },
    });
  });

  it('reads back what the client builds (property)', () => {
    const filter = fc.record(
      {
        size: fc.integer({ min: 1, max: 4 }),
        color: fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 9 }),
        silhouette: fc.integer({ min: 1, max: 9 }),
        beak: fc.integer({ min: 1, max: 9 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(filter, (f) => {
        const query = Object.fromEntries(new URLSearchParams(buildFilterQuery(f).slice(1)));
        expect(parseFilterQuery(query)).toEqual({ ok: true, filter: f });
      }),
    );
  });
});

describe('wizard options (spec 3)', () => {
  it('has four sizes, nine colours with the spec hex values, nine silhouettes and beaks', () => {
    expect(SIZE_OPTIONS.map((o) => o.value)).toEqual([1, 2, 3, 4]);
    expect(SIZE_OPTIONS[0]?.label).toBe('Zo groot als een mus (kleiner dan 16 cm)');
    expect(COLOUR_OPTIONS.map((o) => o.hex)).toEqual([
      '#000000',
      '#ffffff',
      '#666666',
      '#faed29',
      '#fc9c63',
      '#cd031d',
      '#7894ab',
      '#6f8828',
      '#965f04',
    ]);
    expect(SILHOUETTE_OPTIONS).toHaveLength(9);
    expect(BEAK_OPTIONS).toHaveLength(9);
  });
  it('titles the filter sheet with the count', () => {
    expect(wizardSheetTitle(12)).toBe('12 soorten gevonden');
  });
});
