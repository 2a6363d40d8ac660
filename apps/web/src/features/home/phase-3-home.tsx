import { Link } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { CourseIcon } from '#shared/ui/icons.tsx';
import { storedSegment } from '../segment/index.ts';
import { TopBirdsSlider } from '../top-birds/index.ts';
import { LiveTotals } from '../totals/index.ts';
import { bannerLine } from '../campaign-banner/index.ts';
import { ExternalLink } from './external-link.tsx';
import { HomeBanner } from './home-banner.tsx';
import { QuizCall } from './quiz-call.tsx';
import { ResultsLink } from './results-link.tsx';

/** After the count (spec 2 Home, phase 3). */
export default function Phase3Home() {
  const links = useConfig()?.links;
  return (
    <>
      <HomeBanner
        headline="Bedankt voor het tellen!"
        line={bannerLine(3, storedSegment(localStorage))}
      >
        <LiveTotals />
      </HomeBanner>
      <ResultsLink external={links?.results} className="button">
        Bekijk de resultaten
      </ResultsLink>
      <TopBirdsSlider live={false} />
      <div className="button-row">
        <Link className="button button--secondary" to={paths.birdGuide}>
          Naar de Vogelgids
        </Link>
      </div>
      <QuizCall />
      {links?.course && (
        <section className="home-section home-card" aria-labelledby="course-title">
          <CourseIcon />
          <div>
            <h2 id="course-title" className="section-title">
              Gratis online cursus
            </h2>
            <p>Leer in een paar korte lessen de tuinvogels herkennen aan uiterlijk en geluid.</p>
            <ExternalLink className="button button--secondary" href={links.course}>
              Volg de gratis cursus
            </ExternalLink>
          </div>
        </section>
      )}
    </>
  );
}
