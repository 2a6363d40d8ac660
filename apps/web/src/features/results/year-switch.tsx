import { Link } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { useResultYears } from './api/result-years-query.ts';

interface YearSwitchProps {
  /** The year shown (the URL's, else the default one). */
  shown: number | undefined;
  /** Where each year leads: the same area in that year. */
  to: (year: number) => string;
}

/** Every campaign with results, as links: the shown one marked as the current page. */
export function YearSwitch({ shown, to }: YearSwitchProps) {
  const years = useResultYears(useConfig()).data?.data ?? [];
  if (years.length < 2) return null;
  return (
    <nav className="results-years" aria-label="Kies een jaar">
      <ul>
        {years.map(({ year }) => (
          <li key={year}>
            <Link to={to(year)} aria-current={year === shown ? 'page' : undefined}>
              {year}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The national results of a year. */
export const nationalOf = (year: number) => paths.resultsYear(year);
