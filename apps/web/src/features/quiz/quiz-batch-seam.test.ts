import type { QuizQuestion } from '@tvt/domain';
import { describe, expect, it } from 'vitest';
import { joinAtSeam } from './quiz-batch-seam.ts';

const question = (species: string, wrong = 'Huismus'): QuizQuestion => ({
  name: species,
  image: `/media/birds/${species}/default.svg`,
  options: [
    { name: wrong, image: '', correct: false },
    { name: species, image: '', correct: true },
  ],
});
const speciesOf = (qs: QuizQuestion[]) => qs.map((q) => q.options.find((o) => o.correct)?.name);

describe('joinAtSeam', () => {
  it('moves a first question that repeats the last queued species to the end', () => {
    const batch = [question('Vink'), question('Koolmees'), question('Merel')];
    expect(speciesOf(joinAtSeam(question('Vink'), batch))).toEqual(['Koolmees', 'Merel', 'Vink']);
  });

  it('compares the correct species, not the wrong options', () => {
    const batch = [question('Koolmees', 'Vink'), question('Merel')];
    expect(joinAtSeam(question('Vink', 'Merel'), batch)).toEqual(batch);
  });

  it('leaves a batch that does not repeat, the first batch and an empty batch alone', () => {
    const batch = [question('Koolmees'), question('Vink')];
    expect(joinAtSeam(question('Merel'), batch)).toEqual(batch);
    expect(joinAtSeam(undefined, batch)).toEqual(batch);
    expect(joinAtSeam(question('Merel'), [])).toEqual([]);
  });

  it('drops the repeat when the batch has no other species to put before it', () => {
    expect(joinAtSeam(question('Vink'), [question('Vink')])).toEqual([]);
    expect(speciesOf(joinAtSeam(question('Vink'), [question('Vink'), question('Vink')]))).toEqual([
      'Vink',
    ]);
  });

  it('does not change the batch it was given', () => {
    const batch = [question('Vink'), question('Merel')];
    joinAtSeam(question('Vink'), batch);
    expect(speciesOf(batch)).toEqual(['Vink', 'Merel']);
  });
});
