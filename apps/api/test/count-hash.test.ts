import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BIRDS } from '@tvt/content';
import { buildCountCatalog } from '../src/modules/count/bird-catalog.ts';
import { bodyHash } from '../src/modules/count/body-hash.ts';
import { validCountBody } from '../bench/count-body.ts';

const catalog = buildCountCatalog(
  BIRDS.map((b) => ({ id: b.id, thresholdvalue: b.thresholdvalue })),
);

/** The same JSON with every object's keys in an order chosen by `order`. */
function reorder(value: unknown, order: (keys: string[]) => string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => reorder(item, order));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      order(Object.keys(record)).map((k) => [k, reorder(record[k], order)]),
    );
  }
  return value;
}

describe('count body hash (the 409 check of a reused countId)', () => {
  it('is the same for the same count with its keys in any order', () => {
    const body = validCountBody();
    const expected = bodyHash(catalog.schema.parse(body));
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const shuffle = (keys: string[]) =>
          [...keys].sort((a, b) => ((a.length * 31 + seed) % 7) - ((b.length * 17 + seed) % 5));
        expect(bodyHash(catalog.schema.parse(reorder(body, shuffle)))).toBe(expected);
        expect(bodyHash(catalog.schema.parse(reorder(body, (k) => [...k].reverse())))).toBe(
          expected,
        );
      }),
      { numRuns: 50 },
    );
  });

  it('differs when any value differs', () => {
    const body = validCountBody();
    const base = bodyHash(catalog.schema.parse(body));
    const changed = [
      { ...body, participants: 3 },
      { ...body, remarks: 'Andere opmerking.' },
      { ...body, birds: { ...body.birds, merel: { ...body.birds.merel, birdCount: 3 } } },
      { ...body, userData: { ...body.userData, firstName: 'Piet' } },
    ];
    for (const other of changed) expect(bodyHash(catalog.schema.parse(other))).not.toBe(base);
  });
});
