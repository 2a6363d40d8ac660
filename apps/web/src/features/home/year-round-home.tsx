import {
  BIRD_NOUN,
  countMonthLabel,
  countWeekendShortLabel,
  participantsText,
  plural,
} from '@tvt/domain';
import { Link } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { usePhase } from '../phase/index.ts';
import { TopBirdsSlider } from '../top-birds/index.ts';
import { LiveTotals, useTotals } from '../totals/index.ts';
import { DemoNotice } from './demo-notice.tsx';
import { HomeBanner } from './home-banner.tsx';
import { QuizCall } from './quiz-call.tsx';
import { ResultsLink } from './results-link.tsx';
import { SignUp } from './sign-up.tsx';

const dates = (c: { phase2Start: string; phase3Start: string }) => ({
  phase2Start: new Date(c.phase2Start),
  phase3Start: new Date(c.phase3Start),
});

/** The next count's dates, or that they follow: `De volgende telling: datum volgt`. */
export function nextCountHeadline(next: { phase2Start: string; phase3Start: string } | null) {
  return `De volgende telling: ${next ? countWeekendShortLabel(dates(next)) : 'datum volgt'}`;
}

/**
 * Home out of season (decision 087): the next count's dates (or that they follow), last year's
 * totals, top 3 and results, and the reminder sign-up. Never thanks, never zeros it did not read.
 */
export default function YearRoundHome({ loggedIn }: { loggedIn: boolean }) {
  const { info } = usePhase();
  const config = useConfig();
  const last = info?.lastCampaign ?? null;
  const totals = useTotals(config).data;
  const counted = last !== null && totals !== undefined && totals.participants > 0;
  const line = counted
    ? `In ${countMonthLabel(dates(last))} telden ${participantsText(totals.participants)} samen ${plural(totals.birds, BIRD_NOUN)}.`
    : 'Eén keer per jaar, in het laatste weekend van januari, tellen we samen de tuinvogels.';
  return (
    <>
      <HomeBanner headline={nextCountHeadline(info?.nextCampaign ?? null)} line={line}>
        {counted && <LiveTotals />}
      </HomeBanner>
      {last?.demoResults && <DemoNotice year={last.year} />}
      <SignUp loggedIn={loggedIn} />
      {/* Last year's results and top 3 only when that count has figures: no empty podium. */}
      {counted && (
        <>
          <ResultsLink external={config?.links.results} className="button button--secondary">
            {`Bekijk de resultaten van ${last.year}`}
          </ResultsLink>
          <TopBirdsSlider live={false} year={last.year} />
        </>
      )}
      <div className="button-row">
        <Link className="button button--secondary" to={paths.birdGuide}>
          Naar de Vogelgids
        </Link>
      </div>
      <QuizCall />
    </>
  );
}
