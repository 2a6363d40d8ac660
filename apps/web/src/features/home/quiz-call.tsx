import { QUIZ_EXPLANATION } from '@tvt/domain';
import { Link } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { QuizIcon } from '#shared/ui/icons.tsx';

/** The quiz call-to-action (route quiz) with the spec's explanation text. */
export function QuizCall() {
  return (
    <section className="home-section home-card" aria-labelledby="quiz-call-title">
      <QuizIcon />
      <div>
        <h2 id="quiz-call-title" className="section-title">
          Vogelquiz
        </h2>
        <p>{QUIZ_EXPLANATION}</p>
        <Link className="button" to={paths.quiz}>
          Doe de quiz
        </Link>
      </div>
    </section>
  );
}
