import type { RankedSpecies } from '@tvt/contract';

const whole = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('nl-NL', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const percent = new Intl.NumberFormat('nl-NL', { style: 'percent', maximumFractionDigits: 0 });

/** 12345 → '12.345'. */
export const formatCount = (n: number) => whole.format(n);
/** 3.14 → '3,1'. */
export const formatAverage = (n: number) => oneDecimal.format(n);
/** 0.456 → '46%'. */
export const formatShare = (n: number) => percent.format(n);

export interface RankChange {
  /** 'up', 'down', 'same' or 'new' (not counted in the previous campaign, or none). */
  direction: 'up' | 'down' | 'same' | 'new';
  /** Dutch, complete: the text carries the change, the arrow only repeats it. */
  text: string;
  arrow: string;
}

/** How a species moved in the ranking since the previous campaign. */
export function rankChange(species: Pick<RankedSpecies, 'rank' | 'previous'>): RankChange {
  const before = species.previous?.rank;
  if (before === undefined) return { direction: 'new', text: 'nieuw', arrow: '' };
  const steps = before - species.rank;
  if (steps === 0) return { direction: 'same', text: `gelijk (was ${before})`, arrow: '=' };
  const places = Math.abs(steps) === 1 ? 'plaats' : 'plaatsen';
  return steps > 0
    ? { direction: 'up', text: `${steps} ${places} gestegen (was ${before})`, arrow: '▲' }
    : { direction: 'down', text: `${-steps} ${places} gedaald (was ${before})`, arrow: '▼' };
}

/** 'vogel'/'vogels', 'tuin'/'tuinen': Dutch plural by count. */
export const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * Birds counted against the previous campaign, e.g. `+12 % tegenover 2025`; undefined when the
 * species was not counted then (the rank change says 'nieuw').
 */
export function birdsChange(
  species: Pick<RankedSpecies, 'birds' | 'previous'>,
  previousYear: number,
): string | undefined {
  const before = species.previous?.birds;
  if (!before) return undefined;
  const change = Math.round(((species.birds - before) / before) * 100);
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  return `${sign}${Math.abs(change)} % tegenover ${previousYear}`;
}
