import type { ParsedWizardFilter } from './filter-query.ts';

/**
 * What a species looks like to the wizard. Every list holds each answer people give for it:
 * the size class from its length plus any other class people judge it by, the colours a
 * participant would name (bill, legs and breast spots included), and each silhouette and beak
 * people choose for it.
 */
export interface WizardTraits {
  sizes: readonly number[];
  colours: readonly number[];
  silhouettes: readonly number[];
  beaks: readonly number[];
}

/**
 * Silhouettes and beaks people mix up. A related answer earns half a point. Each pair is listed
 * once; the relation works both ways.
 */
const RELATED_SILHOUETTES: readonly (readonly [number, number])[] = [
  [1, 3], // a swimming gull reads as a duck, and the other way round
  [2, 6], // waders and herons: long legs, long neck
  [4, 5], // small bird ↔ blackbird-like
  [4, 8], // a swallow at rest is a small bird
  [5, 9], // pigeons, woodpeckers, crows: 'blackbird-like' or 'other'
  [6, 9], // long tails (magpie, parakeet) ↔ 'other'
  [7, 9], // owls and falcons ↔ 'other'
];
const RELATED_BEAKS: readonly (readonly [number, number])[] = [
  [1, 2], // long and thin ↔ half-long and thin
  [2, 3], // half-long ↔ short and thin
  [1, 8], // long and thin ↔ curved
  [1, 9], // long and thin ↔ dagger
  [3, 5], // short and thin ↔ conical (finches, sparrows, dunnock)
  [5, 6], // conical ↔ thick and sharp
  [6, 7], // thick and sharp ↔ hooked
  [6, 9], // thick and sharp ↔ dagger (gulls, woodpeckers)
];

function related(pairs: typeof RELATED_BEAKS, a: number, b: number): boolean {
  return pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/** 1 for an answer the species has, `half` for a related one, else 0. */
function choicePoints(
  has: readonly number[],
  answer: number,
  isRelated: (a: number, b: number) => boolean,
) {
  if (has.includes(answer)) return 1;
  return has.some((h) => isRelated(h, answer)) ? 0.5 : 0;
}

export interface WizardMatch {
  /** Points earned: up to 1 per answered question. */
  score: number;
  /** How many of the four questions were answered. */
  answered: number;
  /** See `isGoodMatch`. */
  good: boolean;
}

/**
 * The rule for a good match: the species earns at least three quarters of the points the
 * answers can give. With all four questions answered it may lose one point in total, so one
 * answer that differs from the data (a red robin, a 'lang' long-tailed tit) still finds it;
 * with one question answered that answer must fit (size exactly, three quarters of the colours).
 */
export const GOOD_MATCH_SHARE = 0.75;

export function isGoodMatch(score: number, answered: number): boolean {
  return score >= GOOD_MATCH_SHARE * answered - 1e-9;
}

/**
 * How well a species fits the answers, one point per answered question: size 1 when it is one
 * of the species' sizes, ½ when one class off; colours the share of chosen colours it shows;
 * silhouette and beak 1 when the same, ½ when related (see the lists above).
 */
export function wizardMatch(traits: WizardTraits, filter: ParsedWizardFilter): WizardMatch {
  let score = 0;
  let answered = 0;
  if (filter.size !== undefined) {
    answered += 1;
    const size = filter.size;
    score += choicePoints(traits.sizes, size, (a, b) => Math.abs(a - b) === 1);
  }
  if (filter.color !== undefined && filter.color.length > 0) {
    answered += 1;
    const shown = filter.color.filter((c) => traits.colours.includes(c)).length;
    score += shown / filter.color.length;
  }
  if (filter.silhouette !== undefined) {
    answered += 1;
    score += choicePoints(traits.silhouettes, filter.silhouette, (a, b) =>
      related(RELATED_SILHOUETTES, a, b),
    );
  }
  if (filter.beak !== undefined) {
    answered += 1;
    score += choicePoints(traits.beaks, filter.beak, (a, b) => related(RELATED_BEAKS, a, b));
  }
  // Rounded so equal fits tie exactly (colour shares are thirds).
  score = Math.round(score * 1000) / 1000;
  return { score, answered, good: isGoodMatch(score, answered) };
}

export interface RankableBird extends WizardTraits {
  id: string;
  /** 1 = most counted in gardens. */
  commonness: number;
}

/**
 * The wizard's result: the good matches only, best fit first, then the most counted in gardens
 * (so a typical garden bird wins a tie), then by id for a stable order across pages.
 */
export function rankWizardBirds<T extends RankableBird>(
  birds: readonly T[],
  filter: ParsedWizardFilter,
): T[] {
  return birds
    .map((bird) => ({ bird, match: wizardMatch(bird, filter) }))
    .filter((m) => m.match.good)
    .sort(
      (a, b) =>
        b.match.score - a.match.score ||
        a.bird.commonness - b.bird.commonness ||
        (a.bird.id < b.bird.id ? -1 : a.bird.id > b.bird.id ? 1 : 0),
    )
    .map((m) => m.bird);
}
