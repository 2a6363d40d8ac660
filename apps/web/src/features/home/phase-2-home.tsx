import { Link } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { storedSegment } from '../segment/index.ts';
import { TopBirdsSlider } from '../top-birds/index.ts';
import { LiveTotals } from '../totals/index.ts';
import { bannerLine } from '../campaign-banner/index.ts';
import { CampaignLinks } from './campaign-links.tsx';
import { HomeBanner } from './home-banner.tsx';
import { ResultsLink } from './results-link.tsx';

/** During the count (spec 2 Home, phase 2). */
export default function Phase2Home() {
  const results = useConfig()?.links.results;
  return (
    <>
      <HomeBanner
        headline="Het is begonnen!"
        line={bannerLine(2, storedSegment(localStorage))}
        to={paths.count}
      >
        <LiveTotals />
      </HomeBanner>
      <div className="button-row">
        <Link className="button button--large" to={paths.count}>
          Tel nu mee!
        </Link>
      </div>
      <CampaignLinks />
      <TopBirdsSlider live />
      <ResultsLink external={results} className="button button--secondary">
        Bekijk alle resultaten
      </ResultsLink>
    </>
  );
}
