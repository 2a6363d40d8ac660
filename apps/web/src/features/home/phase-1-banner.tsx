import { DEFAULT_CAMPAIGN, countdownHeadline, daysUntilPhase2 } from '@tvt/domain';
import { usePhase } from '../phase/index.ts';
import { storedSegment } from '../segment/index.ts';
import { bannerLine, countDatesOrDefault, formatCountDates } from '../campaign-banner/index.ts';
import { HomeBanner } from './home-banner.tsx';

/**
 * The banner before the count (spec 2 Home, phase 1): the countdown and the count dates. A
 * chunk of its own beside the phase 1 part: the banner is home's largest paint, and needs none
 * of the tips and bird list code that part loads (decision 066).
 */
export default function Phase1Banner() {
  const { info } = usePhase();
  const days = info?.daysUntilPhase2 ?? daysUntilPhase2(new Date(), DEFAULT_CAMPAIGN);
  const dates = formatCountDates(countDatesOrDefault(info?.countingDays));
  return (
    <HomeBanner
      headline={countdownHeadline(days)}
      line={bannerLine(1, storedSegment(localStorage))}
    >
      <p className="home-banner__dates">Tel mee op {dates}</p>
    </HomeBanner>
  );
}
