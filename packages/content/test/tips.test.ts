import { describe, expect, it } from 'vitest';
import { birdById } from '../src/birds/index.ts';
import { TIPS, tipById, tipByName } from '../src/tips/index.ts';
import { PLACEHOLDER } from './placeholder.ts';

describe('observation tips', () => {
  it('has eight tips with unique ids, names and titles', () => {
    expect(TIPS).toHaveLength(8);
    for (const key of ['id', 'name', 'title'] as const) {
      expect(new Set(TIPS.map((t) => t[key])).size, key).toBe(TIPS.length);
    }
  });

  it.each(TIPS.map((t) => [t.name, t] as const))('%s is complete', (_name, t) => {
    expect(Number.isInteger(t.id) && t.id > 0).toBe(true);
    expect(t.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(t.title.length).toBeGreaterThan(5);
    expect(t.title).not.toMatch(PLACEHOLDER);
    expect(t.text).not.toMatch(PLACEHOLDER);
    expect(t.text.length).toBeGreaterThan(200);
    expect(t.text.split('\n\n').every((p) => p.trim().length > 0 && !p.includes('\n'))).toBe(true);
    expect(birdById(t.image), `image ${t.image}`).toBeDefined();
  });

  it('finds a tip by id and by name', () => {
    const first = TIPS[0]!;
    expect(tipById(first.id)).toBe(first);
    expect(tipByName(first.name)).toBe(first);
    expect(tipById(999)).toBeUndefined();
    expect(tipByName('bestaat-niet')).toBeUndefined();
  });

  it('covers counting for half an hour and the highest number at once', () => {
    const all = TIPS.map((t) => `${t.title} ${t.text}`)
      .join(' ')
      .toLowerCase();
    expect(all).toContain('half uur');
    expect(all).toContain('hoogste aantal');
  });
});
