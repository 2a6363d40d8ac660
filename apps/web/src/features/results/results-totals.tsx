import type { ResultTotals } from '@tvt/contract';
import { formatCount } from './format.ts';

interface ResultsTotalsProps {
  totals: ResultTotals | null | undefined;
  previousTotals?: ResultTotals | null;
  previousYear?: number | null;
}

const ITEMS = [
  ['participants', 'deelnemers'],
  ['birds', 'getelde vogels'],
  ['species', 'soorten'],
] as const;

/** The three totals in fixed boxes: a dash while loading, so nothing moves when they arrive. */
export function ResultsTotals({ totals, previousTotals, previousYear }: ResultsTotalsProps) {
  return (
    <dl className="results-totals" aria-busy={totals === undefined}>
      {ITEMS.map(([key, label]) => (
        <div key={key} className="results-totals__item">
          <dt>{label}</dt>
          <dd data-testid={`results-${key}`}>{totals ? formatCount(totals[key]) : '–'}</dd>
          {previousTotals && previousYear ? (
            <dd className="results-totals__previous">
              {previousYear}: {formatCount(previousTotals[key])}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
