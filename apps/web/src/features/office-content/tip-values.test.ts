import { describe, expect, it } from 'vitest';
import { nameFromTitle } from './tip-values.ts';

describe('nameFromTitle', () => {
  it('makes lower-case words joined by dashes, without accents or punctuation', () => {
    expect(nameFromTitle('Voer verantwoord!')).toBe('voer-verantwoord');
    expect(nameFromTitle('  Één café, 2 vogels ')).toBe('een-cafe-2-vogels');
    expect(nameFromTitle('???')).toBe('');
  });
});
