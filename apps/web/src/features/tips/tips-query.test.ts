import { describe, expect, it } from 'vitest';
import { firstParagraph } from './tip-text.tsx';

describe('tips', () => {
  it("uses a tip's first paragraph on its card", () => {
    expect(firstParagraph('Eerste  regel\nnog.\n\nTweede.')).toBe('Eerste regel nog.');
    expect(firstParagraph('<p>Met</p><p>HTML</p>')).toBe('Met HTML');
  });
});
