import { describe, expect, it } from 'vitest';
import {
  TEXT_AREA_DEFAULT_MAX_LENGTH,
  formatThousands,
  remainingCharacters,
  textAreaCounterText,
  top3ImageUrl,
} from '../../src/index.ts';

describe('thousands separator (spec 1)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1234, '1.234'],
    [140_000, '140.000'],
    [1_234_567, '1.234.567'],
  ])('%i → %s', (n, text) => {
    expect(formatThousands(n)).toBe(text);
  });
});

describe('top 3 image (spec 3: width 100 → 500)', () => {
  it.each([
    [
      'https://cdn.example.nl/img/merel.jpg?width=100',
      'https://cdn.example.nl/img/merel.jpg?width=500',
    ],
    [
      'https://cdn.example.nl/img.jpg?id=1100&width=100&h=2',
      'https://cdn.example.nl/img.jpg?id=1100&width=500&h=2',
    ],
    ['https://cdn.example.nl/img.jpg?w=100', 'https://cdn.example.nl/img.jpg?w=500'],
    ['https://cdn.example.nl/width/100/merel.jpg', 'https://cdn.example.nl/width/500/merel.jpg'],
  ])('%s', (input, output) => {
    expect(top3ImageUrl(input)).toBe(output);
  });
  it.each([
    'https://cdn.example.nl/img/100/merel.jpg',
    'https://cdn.example.nl/img.jpg?width=1000',
    'https://cdn.example.nl/img.jpg?height=100',
    '/media/merel-100.jpg',
  ])('leaves %s alone', (url) => {
    expect(top3ImageUrl(url)).toBe(url);
  });
});

describe('text area counter (spec 5)', () => {
  it('counts down from 250', () => {
    expect(TEXT_AREA_DEFAULT_MAX_LENGTH).toBe(250);
    expect(textAreaCounterText('')).toBe('Je kunt nog 250 tekens invoeren.');
    expect(textAreaCounterText('abc')).toBe('Je kunt nog 247 tekens invoeren.');
    expect(textAreaCounterText(undefined, 500)).toBe('Je kunt nog 500 tekens invoeren.');
  });
  it('never goes below zero', () => {
    expect(remainingCharacters('x'.repeat(300))).toBe(0);
  });
});
