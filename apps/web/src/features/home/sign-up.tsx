import { DEFAULT_CAMPAIGN } from '@tvt/domain';
import { Link } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { usePhase } from '../phase/index.ts';
import { storedReferralCode, storedSegment } from '../segment/index.ts';
import { ExternalLink } from './external-link.tsx';
import { OwnSignUp } from './own-sign-up.tsx';
import { signUpUrl } from './sign-up-url.ts';

/**
 * Phase 1: 'Doe alvast mee' to the campaign's sign-up page; a logged-in visitor has signed up
 * already and gets 'Naar de Vogelgids' instead (spec 2 Home). Without an external sign-up page,
 * our own reminder sign-up opens in place (its code loads on the click).
 */
export function SignUp({ loggedIn }: { loggedIn: boolean }) {
  const config = useConfig();
  const { info } = usePhase();
  if (loggedIn) {
    return (
      <div className="button-row">
        <Link className="button" to={paths.birdGuide}>
          Naar de Vogelgids
        </Link>
      </div>
    );
  }
  if (!config) return null;
  const base = config.links.signUp;
  // No sign-up page of the organisation's own: ours, a reminder by mail (decision 080).
  if (!base) return <OwnSignUp />;
  const href = signUpUrl(base, {
    source: config.source,
    campaign: info?.campaignTag ?? DEFAULT_CAMPAIGN.tag,
    segment: storedSegment(localStorage),
    referralCode: storedReferralCode(sessionStorage),
  });
  return (
    <div className="button-row">
      <ExternalLink className="button" href={href}>
        Doe alvast mee
      </ExternalLink>
    </div>
  );
}
