import { DEFAULT_CAMPAIGN, daysUntilPhase2 } from '@tvt/domain';
import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { usePhase } from '../phase/phase-context.tsx';

/** The phase-dependent opening of the home screen (spec section 2, Home). */
export function HomeIntro() {
  const { phase, info } = usePhase();
  if (phase === 1) {
    const days = info?.daysUntilPhase2 ?? daysUntilPhase2(new Date(), DEFAULT_CAMPAIGN);
    return (
      <section className="home-intro" aria-label="Voor de telling">
        <p className="home-intro__lead">Nog {days} {days === 1 ? 'dag' : 'dagen'}</p>
        {info?.lastCountingDay && <p>Tellen kan tot en met {info.lastCountingDay}.</p>}
        <div className="button-row">
          <Link className="button" to={paths.tips}>
            Vogelkijktips
          </Link>
          <Link className="button button--secondary" to={paths.birdGuide}>
            Naar de Vogelgids
          </Link>
        </div>
      </section>
    );
  }
  if (phase === 2) {
    return (
      <section className="home-intro" aria-label="De telling">
        <p className="home-intro__lead">Het is begonnen!</p>
        <div className="button-row">
          <Link className="button" to={paths.count}>
            Tel nu mee!
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="home-intro" aria-label="Na de telling">
      <p className="home-intro__lead">Bedankt voor het tellen!</p>
      <div className="button-row">
        <Link className="button" to={paths.birdGuide}>
          Naar de Vogelgids
        </Link>
        <Link className="button button--secondary" to={paths.quiz}>
          Doe de quiz
        </Link>
      </div>
    </section>
  );
}
