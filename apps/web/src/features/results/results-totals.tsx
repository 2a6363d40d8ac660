import type { ResultTotals } from '@tvt/contract';
import { formatCount } from './format.ts';

interface ResultsTotalsProps {
  totals: ResultTotals | null | undefined;
  previousTotals?: ResultTotals | null;
  previousYear?: number | null;
}

// 'tellingen' are counts, 'deelnemers' people (decision 087): both figures, each its word.
const ITEMS = [
  ['participants', 'tellingen'],
  ['people', 'deelnemers'],
  ['birds', 'getelde vogels'],
  ['species', 'soorten'],
] as const;

/** The three totals in fixed boxes: a dash while loading, so nothing moves when they arrive. */
export function ResultsTotals({ totals, previousTotals, previousYear }: ResultsTotalsProps) {
  // An older answer without people: three boxes, as before.
  const items = ITEMS.filter(([key]) => key !== 'people' || totals?.people !== undefined);
  return (
    <dl className="results-totals" aria-busy={totals === undefined}>
      {items.map(([key, label]) => (
        <div key={key} className="results-totals__item">
          <dt>{label}</dt>
          <dd data-testid={`results-${key}`}>{totals ? formatCount(totals[key] ?? 0) : '–'}</dd>
          {previousTotals && previousYear && previousTotals[key] !== undefined ? (
            <dd className="results-totals__previous">
              {previousYear}: {formatCount(previousTotals[key])}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
