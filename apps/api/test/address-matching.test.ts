import { describe, expect, it } from 'vitest';
import type { AddressRecord } from '../src/modules/address/address-record.ts';
import { normaliseAddition, pickAddress } from '../src/modules/address/match-addition.ts';
import { parsePdokAnswer, parsePoint } from '../src/modules/address/pdok-document.ts';

function candidate(letter: string, addition: string, id: string): AddressRecord {
  return {
    nummeraanduidingId: id,
    postalCode: '3511AL',
    houseNumber: 14,
    houseLetter: letter,
    houseNumberAddition: addition,
    street: 'Oudegracht',
    city: 'Utrecht',
    municipality: 'Utrecht',
    municipalityCode: '0344',
    province: 'Utrecht',
    latitude: 52.09,
    longitude: 5.12,
    surfaceArea: null,
  };
}

describe('pickAddress', () => {
  const all = [
    candidate('B', '', 'b'),
    candidate('A', '1', 'a1'),
    candidate('', 'bis', 'bis'),
    candidate('', '', 'plain'),
    candidate('A', '', 'a'),
  ];

  it.each([
    [undefined, 'plain'],
    ['', 'plain'],
    ['a', 'a'],
    ['B', 'b'],
    ['A-1', 'a1'],
    ['a 1', 'a1'],
    ['BIS', 'bis'],
    ['Z', 'plain'],
  ])('addition %s → %s', (addition, id) => {
    expect(pickAddress(all, addition)?.nummeraanduidingId).toBe(id);
  });

  it('takes the first variant when the plain number does not exist, and nothing from nothing', () => {
    expect(
      pickAddress(all.filter((c) => c.nummeraanduidingId !== 'plain'))?.nummeraanduidingId,
    ).toBe('a');
    expect(pickAddress([])).toBeUndefined();
    expect(normaliseAddition(' a-1 ')).toBe('A1');
  });
});

describe('PDOK answers', () => {
  it('reads POINT(lon lat) with the longitude first', () => {
    expect(parsePoint('POINT(5.85351525 51.84092097)')).toEqual({
      latitude: 51.84092097,
      longitude: 5.85351525,
    });
    expect(parsePoint('POINT(5.8)')).toBeUndefined();
  });

  it('refuses an answer that is not the documented shape and drops documents for another address', () => {
    expect(parsePdokAnswer({ error: 'x' }, '6512BK', 1)).toBeUndefined();
    const doc = {
      straatnaam: 'Arend Noorduijnstraat',
      huisnummer: 1,
      postcode: '6512BK',
      woonplaatsnaam: 'Nijmegen',
      gemeentenaam: 'Nijmegen',
      gemeentecode: '0268',
      provincienaam: 'Gelderland',
      centroide_ll: 'POINT(5.85351525 51.84092097)',
      nummeraanduiding_id: '0268200000002093',
    };
    const body = {
      response: {
        numFound: 3,
        docs: [doc, { ...doc, huisnummer: 3 }, { ...doc, centroide_ll: 'x' }],
      },
    };
    expect(parsePdokAnswer(body, '6512BK', 1)).toHaveLength(1);
  });
});
