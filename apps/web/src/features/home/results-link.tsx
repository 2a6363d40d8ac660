import { Link } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { ExternalLink } from './external-link.tsx';

interface ResultsLinkProps {
  /** The organisation's own results page (`CAMPAIGN_RESULTS_URL`), when configured. */
  external: string | null | undefined;
  className: string;
  children: string;
}

/** The app's own results (/resultaten), unless the organisation configured another address. */
export function ResultsLink({ external, className, children }: ResultsLinkProps) {
  return (
    <div className="button-row">
      {external ? (
        <ExternalLink className={className} href={external}>
          {children}
        </ExternalLink>
      ) : (
        <Link className={className} to={paths.results}>
          {children}
        </Link>
      )}
    </div>
  );
}
