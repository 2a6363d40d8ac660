import { describe, expect, it } from 'vitest';
import { paths } from '../paths/paths.ts';
import { sideMenuItems } from './side-menu-items.ts';

const more = [
  { title: 'Website', link: 'https://example.org', external: true },
  { title: 'Tips', link: '/home/tips', external: false },
];

describe('side menu items', () => {
  it('has Telling, Quiz and Resultaten during the campaign, our pages, then server items', () => {
    const labels = sideMenuItems(2, more).map((i) => i.label);
    expect(labels).toEqual([
      'Home',
      'Telling',
      'Quiz',
      'Resultaten',
      'Herkennen',
      'Vogelgids',
      'Mijn account',
      'Veelgestelde vragen',
      'Over de app',
      'Website',
      'Tips',
    ]);
    expect(sideMenuItems(1, []).map((i) => i.label)).toContain('Telling');
  });

  it('replaces Telling and Quiz by Resultaten in phase 3, leading to the results pages', () => {
    const items = sideMenuItems(3, []);
    const labels = items.map((i) => i.label);
    expect(labels).not.toContain('Telling');
    expect(labels).not.toContain('Quiz');
    expect(items.filter((i) => i.label === 'Resultaten').map((i) => i.to)).toEqual([paths.results]);
  });

  it('leads to the account and the FAQ in every phase', () => {
    for (const phase of [1, 2, 3] as const) {
      const targets = sideMenuItems(phase, []).map((i) => i.to);
      expect(targets).toContain(paths.moreAccount);
      expect(targets).toContain(paths.moreFaq);
    }
  });

  it('keeps the external flag of server items', () => {
    const items = sideMenuItems(1, more);
    expect(items.find((i) => i.label === 'Website')?.external).toBe(true);
    expect(items.find((i) => i.label === 'Tips')?.external).toBe(false);
  });
});
