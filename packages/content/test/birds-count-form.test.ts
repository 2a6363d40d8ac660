import { describe, expect, it } from 'vitest';
import {
  BIRDS,
  COMMONNESS_ORDER,
  PRIMARY_COUNT,
  birdById,
  birdByTvtbirdid,
  birdsByCommonness,
  primaryBirds,
} from '../src/birds/index.ts';
import { get } from './bird-by-id.ts';

// What the count form and the lookups read from the species data; the data itself is checked
// in birds-data.test.ts.

describe('count form', () => {
  it('has about twenty primary birds with a contiguous order', () => {
    const primaries = primaryBirds();
    expect(primaries).toHaveLength(PRIMARY_COUNT);
    expect(primaries.map((b) => b.primaryOrder)).toEqual(primaries.map((_, i) => i + 1));
    expect(BIRDS.filter((b) => b.primary)).toHaveLength(PRIMARY_COUNT);
    expect(BIRDS.filter((b) => !b.primary).every((b) => b.primaryOrder === undefined)).toBe(true);
    expect(primaries.slice(0, 4).map((b) => b.id)).toEqual([
      'huismus',
      'koolmees',
      'merel',
      'pimpelmees',
    ]);
  });

  it('ranks every bird exactly once', () => {
    expect(BIRDS.map((b) => b.commonness).sort((a, b) => a - b)).toEqual(
      BIRDS.map((_, i) => i + 1),
    );
    expect(COMMONNESS_ORDER).toHaveLength(BIRDS.length);
    expect(birdsByCommonness().map((b) => b.id)).toEqual(COMMONNESS_ORDER);
  });

  it('has realistic thresholds', () => {
    // A flock of 40 house sparrows or 60 starlings is normal; 5 robins or 3 sparrowhawks is not.
    expect(get('huismus').thresholdvalue).toBeGreaterThan(40);
    expect(get('spreeuw').thresholdvalue).toBeGreaterThan(60);
    expect(get('roodborst').thresholdvalue).toBeLessThanOrEqual(5);
    expect(get('sperwer').thresholdvalue).toBeLessThanOrEqual(3);
    for (const b of primaryBirds()) expect(b.thresholdvalue).toBeGreaterThanOrEqual(4);
  });

  it("leaves 'Niet herkend' (the domain's id '97', tvtbirdid 97) out of the species", () => {
    expect(birdByTvtbirdid(97)).toBeUndefined();
    expect(birdById('97')).toBeUndefined();
    expect(BIRDS.some((b) => b.name === 'Niet herkend')).toBe(false);
  });
});

describe('lookups', () => {
  it('find birds by id and tvtbirdid', () => {
    const koolmees = get('koolmees');
    expect(birdByTvtbirdid(koolmees.tvtbirdid)).toBe(koolmees);
    expect(birdById('dodo')).toBeUndefined();
    expect(birdByTvtbirdid(-1)).toBeUndefined();
  });

  it('lists birds alphabetically by Dutch name', () => {
    const names = BIRDS.map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nl')));
  });

  it('carries no sound or video fields', () => {
    for (const b of BIRDS) {
      for (const key of ['sounds', 'video', 'videothumb', 'videoplaylist']) {
        expect(b, b.id).not.toHaveProperty(key);
      }
    }
  });
});
