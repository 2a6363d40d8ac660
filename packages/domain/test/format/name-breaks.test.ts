import { describe, expect, it } from 'vitest';
import { withNameBreaks } from '../../src/index.ts';

const shown = (name: string) => withNameBreaks(name).replace(/\u00AD/g, '|');

describe('species names break between their parts, never mid-word', () => {
  it.each([
    ['Halsbandparkiet', 'Halsband|parkiet'],
    ['Gekraagde roodstaart', 'Gekraagde roodstaart'],
    ['Zwarte roodstaart', 'Zwarte roodstaart'],
    ['Grote bonte specht', 'Grote bonte specht'],
    ['Boomkruiper', 'Boomkruiper'],
    ['Grote gele kwikstaart', 'Grote gele kwikstaart'],
    ['Huiszwaluw', 'Huis|zwaluw'],
    ['Boerenzwaluw', 'Boeren|zwaluw'],
    ['Staartmees', 'Staart|mees'],
    ['Goudvink', 'Goudvink'],
    ['Merel', 'Merel'],
    ['Zwartkopmees', 'Zwartkop|mees'],
  ])('%s → %s', (name, expected) => {
    expect(shown(name)).toBe(expected);
  });

  it('changes nothing but the invisible soft hyphens', () => {
    expect(withNameBreaks('Halsbandparkiet').replace(/\u00AD/g, '')).toBe('Halsbandparkiet');
  });
});
