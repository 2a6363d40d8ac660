import { describe, expect, it } from 'vitest';
import {
  BIRDS,
  BIRD_SPECIES,
  birdById,
  birdIdFromName,
  sizeClassForLength,
} from '../src/birds/index.ts';
import { get } from './bird-by-id.ts';
import { PLACEHOLDER } from './placeholder.ts';

const FORMS = new Set(['man', 'vrouw', 'volwassen', 'juveniel', 'eerste winter']);
const PLUMAGES = new Set([
  'zomerkleed',
  'winterkleed',
  'broedkleed',
  'prachtkleed',
  'eclipskleed',
  'lichte vorm',
  'donkere vorm',
  'blauw gebalkt',
  'blauw gekrast',
]);
// Proper parts of Dutch names keep their capital ('Turkse tortel'); everything else is lower case.
const PROPER_PARTS = new Set(['Turkse', 'Canadese', 'Alexanderparkiet']);
const option = (n: number) => Number.isInteger(n) && n >= 1 && n <= 9;
const sentences = (text: string) => text.match(/[.!?]["”]?(?=\s|$)/g)?.length ?? 0;

describe('the species list', () => {
  it('has at least 100 species', () => {
    expect(BIRDS.length).toBeGreaterThanOrEqual(100);
    expect(BIRDS).toHaveLength(BIRD_SPECIES.length);
  });

  it('contains every species the issue names', () => {
    const named = [
      'huismus',
      'koolmees',
      'pimpelmees',
      'merel',
      'kauw',
      'vink',
      'houtduif',
      'ekster',
      'turkse-tortel',
      'roodborst',
      'spreeuw',
      'heggenmus',
      'winterkoning',
      'groenling',
      'halsbandparkiet',
      'grote-bonte-specht',
      'zwartkop',
      'staartmees',
      'kramsvogel',
      'koperwiek',
      'keep',
      'putter',
      'sijs',
      'goudvink',
      'boomklever',
      'boomkruiper',
      'gaai',
      'zwarte-kraai',
      'roek',
      'stadsduif',
      'holenduif',
      'kokmeeuw',
      'zilvermeeuw',
      'sperwer',
      'buizerd',
      'torenvalk',
      'pestvogel',
      'barmsijs',
      'grote-gele-kwikstaart',
      'waterral',
      'tjiftjaf',
      'kuifmees',
      'matkop',
      'glanskop',
      'appelvink',
      'ransuil',
      'ijsvogel',
      'blauwe-reiger',
      'wilde-eend',
      'meerkoet',
      'waterhoen',
      'grauwe-gans',
    ];
    expect(named.filter((id) => !birdById(id))).toEqual([]);
  });

  it.each(BIRDS.map((b) => [b.id, b] as const))('%s is complete and in range', (_id, b) => {
    for (const text of [b.id, b.name, b.scientificName, b.englishName, b.family, b.tip]) {
      expect(text.trim().length).toBeGreaterThan(0);
    }
    expect(b.family).toMatch(/^[A-Z][a-z]+idae$/);
    expect(b.scientificName).toMatch(/^[A-Z][a-z]+ [a-z]+( f\. [a-z]+)?$/);
    expect(Number.isFinite(b.lengthCm) && b.lengthCm > 0 && b.lengthCm < 200).toBe(true);
    expect(b.colours.length).toBeGreaterThan(0);
    expect(b.colours.length).toBeLessThanOrEqual(7);
    expect(new Set(b.colours).size).toBe(b.colours.length);
    expect(b.colours.every(option)).toBe(true);
    expect(option(b.silhouette)).toBe(true);
    expect(option(b.beak)).toBe(true);
    expect(Number.isInteger(b.thresholdvalue)).toBe(true);
    expect(b.thresholdvalue).toBeGreaterThanOrEqual(2);
    expect(b.thresholdvalue).toBeLessThanOrEqual(999);
    expect(b.plumages.length).toBeGreaterThan(0);
    for (const p of b.plumages) {
      expect(FORMS.has(p.form)).toBe(true);
      if (p.plumage !== undefined) expect(PLUMAGES.has(p.plumage)).toBe(true);
    }
  });

  it('shows a male only next to a female or an adult of the other season', () => {
    const odd = BIRDS.filter((b) => {
      const forms = b.plumages.map((p) => p.form);
      const sexed = forms.includes('man') || forms.includes('vrouw');
      return (
        sexed &&
        !(forms.includes('man') && (forms.includes('vrouw') || forms.includes('volwassen')))
      );
    });
    expect(odd.map((b) => b.id)).toEqual([]);
  });

  it('lists each gallery entry once', () => {
    for (const b of BIRDS) {
      const keys = b.plumages.map((p) => `${p.form}|${p.plumage ?? ''}`);
      expect(new Set(keys).size, b.id).toBe(keys.length);
    }
  });
});

describe('ids and names', () => {
  it('ids are unique and follow the slug rule', () => {
    expect(new Set(BIRDS.map((b) => b.id)).size).toBe(BIRDS.length);
    for (const b of BIRDS) {
      // A renamed bird keeps the id of its former name, which it lists among its other names.
      const former = b.otherNames?.find((n) => birdIdFromName(n) === b.id);
      expect(b.id).toBe(birdIdFromName(former ?? b.name));
      expect(b.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it("tvtbirdids are unique positive integers and never 97 ('Niet herkend')", () => {
    const ids = BIRDS.map((b) => b.tvtbirdid);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(Number.isInteger(id) && id > 0).toBe(true);
      expect(id).not.toBe(97);
    }
  });

  it('Dutch, scientific and English names are unique', () => {
    for (const key of ['name', 'scientificName', 'englishName'] as const) {
      const values = BIRDS.map((b) => b[key].toLowerCase());
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it('Dutch names are in sentence case with capitals only for proper parts', () => {
    for (const b of BIRDS) {
      const [first = '', ...rest] = b.name.split(' ');
      expect(first, b.name).toMatch(/^(IJ|[A-Z])[a-zé]*$/);
      for (const word of rest) {
        if (!PROPER_PARTS.has(word)) expect(word, b.name).toMatch(/^[a-zé]+$/);
      }
    }
  });

  it('uses current scientific names', () => {
    expect(get('pimpelmees').scientificName).toBe('Cyanistes caeruleus');
    expect(get('groenling').scientificName).toBe('Chloris chloris');
    expect(get('sijs').scientificName).toBe('Spinus spinus');
    expect(get('kleine-bonte-specht').scientificName).toBe('Dryobates minor');
    expect(get('kneu').scientificName).toBe('Linaria cannabina');
    expect(get('barmsijs').scientificName).toBe('Acanthis flammea');
    expect(get('havik').scientificName).toBe('Astur gentilis');
    expect(get('kauw').scientificName).toBe('Coloeus monedula');
  });
});

describe('similar species', () => {
  it('refer to existing birds, never to themselves, without repeats', () => {
    for (const b of BIRDS) {
      expect(new Set(b.similar).size, b.id).toBe(b.similar.length);
      expect(b.similar, b.id).not.toContain(b.id);
      for (const id of b.similar) expect(birdById(id), `${b.id} → ${id}`).toBeDefined();
    }
  });

  it('are symmetric', () => {
    const oneWay = BIRDS.flatMap((b) =>
      b.similar.filter((id) => !get(id).similar.includes(b.id)).map((id) => `${b.id} → ${id}`),
    );
    expect(oneWay).toEqual([]);
  });
});

describe('size', () => {
  it('size class follows the length', () => {
    for (const b of BIRDS) expect(b.sizeClass, b.id).toBe(sizeClassForLength(b.lengthCm));
  });

  it('puts the spec reference birds in their own class', () => {
    expect(get('huismus').sizeClass).toBe(1);
    expect(get('merel').sizeClass).toBe(2);
    expect(get('zwarte-kraai').sizeClass).toBe(3);
    expect(get('blauwe-reiger').sizeClass).toBe(4);
  });
});

describe('Dutch texts', () => {
  it.each(BIRDS.map((b) => [b.id, b] as const))('%s has a real 2–4 sentence tip', (_id, b) => {
    expect(b.tip).not.toMatch(PLACEHOLDER);
    expect(sentences(b.tip)).toBeGreaterThanOrEqual(2);
    expect(sentences(b.tip)).toBeLessThanOrEqual(4);
    expect(b.tip.length).toBeLessThan(600);
    if (b.habitatNote !== undefined) {
      expect(b.habitatNote).not.toMatch(PLACEHOLDER);
      expect(b.habitatNote).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('tips are not copied between species', () => {
    expect(new Set(BIRDS.map((b) => b.tip)).size).toBe(BIRDS.length);
  });
});
