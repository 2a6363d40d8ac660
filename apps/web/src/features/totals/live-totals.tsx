import { formatThousands } from '@tvt/domain';
import { useConfig } from '#shared/config/config-query.ts';
import { lastSeenTotals, standText } from './last-totals.ts';
import { useTotals } from './totals-query.ts';
import './totals.css';

/**
 * The banner's two live totals (spec 1: 'deelnemers' and 'getelde vogels', dot thousands).
 * The figures keep a fixed box, so nothing moves when they arrive or change.
 */
export function LiveTotals() {
  const { data, isError } = useTotals(useConfig());
  // A failed first load (offline) shows the last figures read, with when; never zeros it did
  // not read. A failed poll keeps the figures on screen.
  const seen = data === undefined && isError ? lastSeenTotals(localStorage) : undefined;
  const totals = data ?? seen;
  return (
    <>
      <dl className="live-totals" aria-busy={totals === undefined && !isError}>
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
      {seen && <p className="live-totals__stand">{standText(seen.at)}</p>}
    </>
  );
}
