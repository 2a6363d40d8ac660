import { Link } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { nextCountText, type SeasonDates } from './season-dates.ts';
import { StepScreen } from './step-screen.tsx';

interface AfterStepProps {
  homePath: string;
  /** The latest campaign whose count ended, and the next one when its dates are known. */
  last: SeasonDates | null;
  next: SeasonDates | null;
}

/** Spec 2 / 8: the count is closed; says which one, when the next is, and where the results are. */
export function AfterStep({ homePath, last, next }: AfterStepProps) {
  return (
    <StepScreen step="after" heading="Telling">
      <p className="count-lead">Het is helaas niet meer mogelijk om een telling te doen.</p>
      {last && <p className="count-lead">De telling van {last.year} is voorbij.</p>}
      <p className="count-lead">
        <strong>De volgende telling:</strong> {nextCountText(next)}
      </p>
      <div className="button-row">
        {last && (
          <Link className="button" to={paths.resultsYear(last.year)}>
            Bekijk de resultaten van {last.year}
          </Link>
        )}
        <Link className="button button--secondary" to={homePath}>
          Naar home
        </Link>
      </div>
    </StepScreen>
  );
}
