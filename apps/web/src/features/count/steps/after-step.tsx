import { Link } from 'react-router';
import { StepScreen } from './step-screen.tsx';

/** Spec 2 / 8: the count is closed. */
export function AfterStep({ homePath }: { homePath: string }) {
  return (
    <StepScreen step="after" heading="Telling">
      <p className="count-lead">Het is helaas niet meer mogelijk om een telling te doen.</p>
      <div className="button-row">
        <Link className="button" to={homePath}>
          Naar home
        </Link>
      </div>
    </StepScreen>
  );
}
