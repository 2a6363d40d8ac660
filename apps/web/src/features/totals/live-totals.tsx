import { formatThousands } from '@tvt/domain';
import { useConfig } from '#shared/config/config-query.ts';
import { useTotals } from './totals-query.ts';
import './totals.css';

/**
 * The banner's two live totals (spec 1: 'deelnemers' and 'getelde vogels', dot thousands).
 * The figures keep a fixed box, so nothing moves when they arrive or change.
 */
export function LiveTotals() {
  const { data, isError } = useTotals(useConfig());
  // A failed first load shows zero like an empty count; a failed poll keeps the last figures.
  const totals = data ?? (isError ? { participants: 0, birds: 0 } : undefined);
  return (
    <dl className="live-totals" aria-busy={totals === undefined}>
      <div className="live-totals__item">
        <dt>deelnemers</dt>
        <dd data-testid="total-participants">
          {totals ? formatThousands(totals.participants) : '–'}
        </dd>
      </div>
      <div className="live-totals__item">
        <dt>getelde vogels</dt>
        <dd data-testid="total-birds">{totals ? formatThousands(totals.birds) : '–'}</dd>
      </div>
    </dl>
  );
}
