import { describe, expect, it } from 'vitest';
import { sideMenuItems } from './side-menu-items.ts';

const more = [
  { title: 'Website', link: 'https://example.org', external: true },
  { title: 'Tips', link: '/home/tips', external: false },
];

describe('side menu items', () => {
  it('has Telling and Quiz before and during the count, then server items and Over de app', () => {
    const labels = sideMenuItems(2, more).map((i) => i.label);
    expect(labels).toEqual([
      'Home',
      'Telling',
      'Quiz',
      'Herkennen',
      'Vogelgids',
      'Website',
      'Tips',
      'Over de app',
    ]);
    expect(sideMenuItems(1, []).map((i) => i.label)).toContain('Telling');
  });

  it('replaces Telling and Quiz by Resultaten in phase 3', () => {
    const labels = sideMenuItems(3, []).map((i) => i.label);
    expect(labels).not.toContain('Telling');
    expect(labels).not.toContain('Quiz');
    expect(labels).toContain('Resultaten');
  });

  it('keeps the external flag of server items', () => {
    const items = sideMenuItems(1, more);
    expect(items.find((i) => i.label === 'Website')?.external).toBe(true);
    expect(items.find((i) => i.label === 'Tips')?.external).toBe(false);
  });
});
