import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { StepScreen } from './step-screen.tsx';

/** Spec 2 / 8: the count is closed. */
export function AfterStep() {
  return (
    <StepScreen step="after" heading="Telling">
      <p className="count-lead">Het is helaas niet meer mogelijk om een telling te doen.</p>
      <div className="button-row">
        <Link className="button" to={paths.home}>
          Naar home
        </Link>
      </div>
    </StepScreen>
  );
}
