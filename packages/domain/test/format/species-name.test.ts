import { describe, expect, it } from 'vitest';
import { speciesNameInText } from '../../src/index.ts';

describe('speciesNameInText', () => {
  it('writes a species name in lower case, as Dutch does mid-sentence', () => {
    expect(speciesNameInText('Torenvalk')).toBe('torenvalk');
    expect(speciesNameInText('Grote bonte specht')).toBe('grote bonte specht');
    expect(speciesNameInText('IJsvogel')).toBe('ijsvogel');
    expect(speciesNameInText('Nijlgans')).toBe('nijlgans');
    expect(speciesNameInText('  Merel ')).toBe('merel');
  });

  it('keeps the parts that come from a proper name', () => {
    expect(speciesNameInText('Turkse tortel')).toBe('Turkse tortel');
    expect(speciesNameInText('Vlaamse gaai')).toBe('Vlaamse gaai');
    expect(speciesNameInText('Canadese gans')).toBe('Canadese gans');
    expect(speciesNameInText('Egyptische gans')).toBe('Egyptische gans');
    expect(speciesNameInText('Grote Alexanderparkiet')).toBe('grote Alexanderparkiet');
  });

  it('leaves a name already in lower case alone', () => {
    expect(speciesNameInText('koolmees')).toBe('koolmees');
    expect(speciesNameInText('')).toBe('');
  });
});
