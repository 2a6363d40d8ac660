import { Link } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { TipsGrid } from '../tips/index.ts';
import { CommonBirds } from './common-birds.tsx';
import { QuizCall } from './quiz-call.tsx';
import { SignUp } from './sign-up.tsx';

/** Tips shown on home before the count; the rest are one tap away. */
const HOME_TIPS = 2;

/** Before the count (spec 2 Home, phase 1), below the banner (phase-1-banner.tsx). */
export default function Phase1Home({ loggedIn }: { loggedIn: boolean }) {
  return (
    <>
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
