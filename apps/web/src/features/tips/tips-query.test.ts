import { describe, expect, it } from 'vitest';
import { firstParagraph } from './tip-text.tsx';
import { parseTip, parseTips } from './tips-query.ts';

describe('tips', () => {
  it('reads the list and drops entries without id or title', () => {
    const tips = parseTips({
      data: [
        { id: 1, title: 'Tel een half uur', text: 'a', image: '/x.svg', name: 'tel' },
        { id: 2, title: '' },
        { title: 'Geen id' },
      ],
    });
    expect(tips).toEqual([
      { id: '1', title: 'Tel een half uur', text: 'a', image: '/x.svg', name: 'tel' },
    ]);
  });

  it('reads one tip, null when absent', () => {
    expect(parseTip({ data: { id: 3, title: 'Water' } })?.title).toBe('Water');
    expect(parseTip({ data: null })).toBeNull();
    expect(parseTip({ message: 'Er is helaas geen tip gevonden' })).toBeNull();
  });

  it("uses a tip's first paragraph on its card", () => {
    expect(firstParagraph('Eerste  regel\nnog.\n\nTweede.')).toBe('Eerste regel nog.');
    expect(firstParagraph('<p>Met</p><p>HTML</p>')).toBe('Met HTML');
  });
});
