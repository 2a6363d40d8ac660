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

/** 'Overig' says "none of the shapes fits": never clearly wrong, so half a point for any species. */
const OTHER_SILHOUETTE = 9;

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
  /** Points earned: up to 1 per answered question (colours: the share shown). */
  score: number;
  /** How many of the four questions were answered. */
  answered: number;
  /**
   * Points lost by the stricter count that never goes down as answers are added: ½ for a size
   * one class off or a related shape or bill, 1 for an unrelated one, ½ per chosen colour the
   * species does not show (at most 1).
   */
  lost: number;
  /** See `isGoodMatch`. */
  good: boolean;
}

/** The half-wrong answers of a good match add up to at most this many points. */
export const GOOD_MATCH_TOLERANCE = 0.5;

/**
 * The rule for a good match ('past bij je antwoorden'): no answer is clearly wrong (lost a whole
 * point) and the half-wrong ones (a size one class off, a related shape or bill, a colour it
 * does not show) lose at most one point together. Every answer added can only lose points, so
 * the number of good matches never rises as the participant answers more (decision 102).
 */
export function isGoodMatch(lostPerAnswer: readonly number[]): boolean {
  const total = lostPerAnswer.reduce((a, b) => a + b, 0);
  return lostPerAnswer.every((l) => l < 1) && total <= GOOD_MATCH_TOLERANCE + 1e-9;
}

/**
 * How well a species fits the answers, one point per answered question: size 1 when it is one
 * of the species' sizes, ½ when one class off; colours the share of chosen colours it shows;
 * silhouette and beak 1 when the same, ½ when related (see the lists above).
 */
export function wizardMatch(traits: WizardTraits, filter: ParsedWizardFilter): WizardMatch {
  let score = 0;
  const lostPerAnswer: number[] = [];
  const add = (points: number, lost = 1 - points) => {
    score += points;
    lostPerAnswer.push(lost);
  };
  if (filter.size !== undefined) {
    const size = filter.size;
    add(choicePoints(traits.sizes, size, (a, b) => Math.abs(a - b) === 1));
  }
  if (filter.color !== undefined && filter.color.length > 0) {
    const missing = filter.color.filter((c) => !traits.colours.includes(c)).length;
    add(1 - missing / filter.color.length, Math.min(1, missing / 2));
  }
  if (filter.silhouette !== undefined) {
    const silhouette = filter.silhouette;
    add(
      choicePoints(
        traits.silhouettes,
        silhouette,
        (a, b) => b === OTHER_SILHOUETTE || related(RELATED_SILHOUETTES, a, b),
      ),
    );
  }
  if (filter.beak !== undefined) {
    add(choicePoints(traits.beaks, filter.beak, (a, b) => related(RELATED_BEAKS, a, b)));
  }
  // Rounded so equal fits tie exactly (colour shares are thirds).
  score = Math.round(score * 1000) / 1000;
  const lost = lostPerAnswer.reduce((a, b) => a + b, 0);
  return { score, answered: lostPerAnswer.length, lost, good: isGoodMatch(lostPerAnswer) };
}

export interface RankableBird extends WizardTraits {
  id: string;
  /** 1 = most counted in gardens. */
  commonness: number;
}

/**
 * Breaks ties between equal fits: how much of the species' own colours the chosen ones describe
 * (an all-brown winterkoning over a brown-grey-black huismus for 'bruin'), less one fiftieth per
 * place in the garden-count ranking, so a much more counted bird still wins a near tie.
 */
function tieBreak(bird: RankableBird, filter: ParsedWizardFilter): number {
  const commonness = -bird.commonness / 50;
  if (!filter.color?.length || bird.colours.length === 0) return commonness;
  const chosen = filter.color.filter((c) => bird.colours.includes(c)).length;
  return chosen / bird.colours.length + commonness;
}

/**
 * The wizard's result, 'past het best' first: the good matches only, best fit first, equal fits
 * by `tieBreak`, then by id for a stable order across pages.
 */
export function rankWizardBirds<T extends RankableBird>(
  birds: readonly T[],
  filter: ParsedWizardFilter,
): T[] {
  return birds
    .map((bird) => ({ bird, match: wizardMatch(bird, filter), tie: tieBreak(bird, filter) }))
    .filter((m) => m.match.good)
    .sort(
      (a, b) =>
        b.match.score - a.match.score ||
        b.tie - a.tie ||
        (a.bird.id < b.bird.id ? -1 : a.bird.id > b.bird.id ? 1 : 0),
    )
    .map((m) => m.bird);
}
