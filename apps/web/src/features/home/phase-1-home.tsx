import { DEFAULT_CAMPAIGN, daysUntilPhase2 } from '@tvt/domain';
import { Link } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { usePhase } from '../phase/index.ts';
import { storedSegment } from '../segment/index.ts';
import { TipsGrid } from '../tips/index.ts';
import { bannerLine } from './banner-copy.ts';
import { CommonBirds } from './common-birds.tsx';
import { countDatesOrDefault, countdownHeadline, formatCountDates } from './countdown.ts';
import { HomeBanner } from './home-banner.tsx';
import { QuizCall } from './quiz-call.tsx';
import { SignUp } from './sign-up.tsx';

/** Tips shown on home before the count; the rest are one tap away. */
const HOME_TIPS = 2;

/** Before the count (spec 2 Home, phase 1). */
export default function Phase1Home({ loggedIn }: { loggedIn: boolean }) {
  const { info } = usePhase();
  const days = info?.daysUntilPhase2 ?? daysUntilPhase2(new Date(), DEFAULT_CAMPAIGN);
  const dates = formatCountDates(countDatesOrDefault(info?.countingDays));
  return (
    <>
      <HomeBanner
        headline={countdownHeadline(days)}
        line={bannerLine(1, storedSegment(localStorage))}
      >
        <p className="home-banner__dates">Tel mee op {dates}</p>
      </HomeBanner>
      <SignUp loggedIn={loggedIn} />
      <section className="home-section" aria-labelledby="home-tips-title">
        <h2 id="home-tips-title" className="section-title">
          Vogelkijktips
        </h2>
        <TipsGrid limit={HOME_TIPS} />
        <div className="button-row">
          <Link className="button button--secondary" to={paths.tips}>
            Alle vogelkijktips
          </Link>
        </div>
      </section>
      <QuizCall />
      <CommonBirds />
    </>
  );
}
