import { formatThousands } from '@tvt/domain';
import { Link } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import type { AccountConfig } from './account-user-query.ts';
import { useOwnCounts, type OwnCount } from './account-counts-query.ts';

const dateFormat = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
});

function countDateText(count: OwnCount): string {
  const date = new Date(`${count.countDate}T12:00:00Z`);
  const day = Number.isNaN(date.getTime()) ? count.countDate : dateFormat.format(date);
  return count.countTime ? `${day}, ${count.countTime.slice(0, 5)}` : day;
}

const birdsText = (n: number) => (n === 1 ? '1 vogel' : `${formatThousands(n)} vogels`);

/** The counts submitted with the account's e-mail address. */
export function OwnCounts({ config }: { config: AccountConfig }) {
  const counts = useOwnCounts(config);
  if (counts.isPending) return <p role="status">Tellingen laden…</p>;
  if (counts.isError)
    return <p className="notice notice--error">Je tellingen kunnen nu niet worden geladen.</p>;
  if (counts.data.length === 0)
    return <p>Er zijn nog geen tellingen met jouw e-mailadres verstuurd.</p>;
  return (
    <ul className="own-counts">
      {counts.data.map((count) => (
        <li key={count.tellingUUID} className="own-counts__item">
          <span className="own-counts__date">{countDateText(count)}</span>
          <span>
            {birdsText(count.birdsCountedTotal)}
            {count.telplek ? ` in je ${count.telplek}` : ''}
          </span>
          <Link className="own-counts__result" to={paths.countResult(count.tellingUUID)}>
            Bekijk het resultaat
            <span className="visually-hidden"> van de telling van {countDateText(count)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
