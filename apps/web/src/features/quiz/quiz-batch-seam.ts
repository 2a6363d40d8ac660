import type { QuizQuestion } from '@tvt/domain';

/** The species a question asks for: its correct option's name. */
function speciesOf(question: QuizQuestion): string | undefined {
  return question.options.find((option) => option.correct)?.name;
}

/**
 * A new batch ready to append after `last` (the last queued question). Each batch holds distinct
 * species, but two batches can meet on the same one, which would ask it twice in a row: such a
 * first question moves to the end of its batch, or is dropped when the batch has nothing else.
 */
export function joinAtSeam(
  last: QuizQuestion | undefined,
  batch: readonly QuizQuestion[],
): QuizQuestion[] {
  const [first, ...rest] = batch;
  if (!last || !first) return [...batch];
  const species = speciesOf(last);
  if (species === undefined || speciesOf(first) !== species) return [...batch];
  const tail = rest.at(-1);
  return tail && speciesOf(tail) !== species ? [...rest, first] : rest;
}
