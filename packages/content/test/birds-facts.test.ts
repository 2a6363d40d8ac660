import { describe, expect, it } from 'vitest';
import { BIRDS } from '../src/index.ts';
import { get } from './bird-by-id.ts';

describe('bird facts a birder checked (issue 13)', () => {
  it('names the jay Vlaamse gaai and finds it by its short name', () => {
    expect(get('gaai').name).toBe('Vlaamse gaai');
    expect(get('gaai').otherNames).toContain('Gaai');
  });

  it('gives the kleine bonte specht female a black crown with a pale forehead', () => {
    expect(get('kleine-bonte-specht').tip).toContain(
      'het vrouwtje een zwarte kruin met een licht voorhoofd',
    );
    expect(get('kleine-bonte-specht').tip).not.toContain('witachtige');
  });

  it('lists the colours its tip and drawing show', () => {
    expect(get('houtduif').colours).toContain(7);
    expect(get('kokmeeuw').colours).toContain(9);
  });

  it('stores the kokmeeuw bill as thin and lets the Turkse tortel be blackbird-sized', () => {
    expect(get('kokmeeuw').beak).toBe(2);
    expect(get('kokmeeuw').beaks).toContain(3);
    expect(get('turkse-tortel').sizeClass).toBe(3);
    expect(get('turkse-tortel').sizes).toContain(2);
  });

  it('uses the raised thresholds', () => {
    expect(get('staartmees').thresholdvalue).toBe(30);
    expect(get('ringmus').thresholdvalue).toBe(30);
    expect(get('zwarte-mees').thresholdvalue).toBe(10);
    expect(get('ransuil').thresholdvalue).toBe(25);
  });

  it('lists the Turkse tortel and the stadsduif as look-alikes', () => {
    expect(get('turkse-tortel').similar).toContain('stadsduif');
    expect(get('stadsduif').similar).toContain('turkse-tortel');
  });

  it('gives no habitat advice about birds flying over, which are not counted', () => {
    const flying = BIRDS.filter((b) => /overvlieg|vliegt over/i.test(b.habitatNote ?? ''));
    expect(flying.map((b) => b.id)).toEqual([]);
  });

  it('keeps other names unique and apart from every species name', () => {
    const names = new Set(BIRDS.map((b) => b.name.toLowerCase()));
    const others = BIRDS.flatMap((b) => b.otherNames ?? []).map((n) => n.toLowerCase());
    expect(new Set(others).size).toBe(others.length);
    for (const other of others) expect(names.has(other), other).toBe(false);
  });

  it('lists every size, silhouette and beak once, the stored one first', () => {
    for (const b of BIRDS) {
      expect(b.sizes[0]).toBe(b.sizeClass);
      expect(b.silhouettes[0]).toBe(b.silhouette);
      expect(b.beaks[0]).toBe(b.beak);
      for (const list of [b.sizes, b.silhouettes, b.beaks]) {
        expect(new Set(list).size, b.id).toBe(list.length);
      }
    }
  });
});
