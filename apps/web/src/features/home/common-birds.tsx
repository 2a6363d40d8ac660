import { Link } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { BirdCard } from '../bird-guide/index.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { COMMON_BIRDS, useCommonBirds } from './common-birds-query.ts';
import '#shared/ui/bird-list.css';

export const NO_COMMON_BIRDS = 'Er zijn helaas geen veelvoorkomende vogels in Nederland gevonden';

/** Phase 1: up to three common birds, each to its guide page, and a button to the guide. */
export function CommonBirds() {
  const { data, isPending, isError } = useCommonBirds(useConfig());
  const loading = isPending && !isError;
  const birds = data ?? [];
  return (
    <section className="home-section" aria-labelledby="common-birds-title">
      <h2 id="common-birds-title" className="section-title">
        Veelvoorkomende vogels
      </h2>
      {loading ? (
        <ul className="bird-grid common-birds" aria-busy="true">
          {Array.from({ length: COMMON_BIRDS }, (_, i) => (
            <li key={i} className="skeleton common-birds__skeleton" />
          ))}
        </ul>
      ) : birds.length === 0 ? (
        <p className="empty-text">{NO_COMMON_BIRDS}</p>
      ) : (
        <ul className="bird-grid common-birds">
          {birds.map((bird) => (
            <li key={bird.id}>
              <BirdCard to={paths.birdGuideBird(bird.id)} name={bird.name} image={bird.image} />
            </li>
          ))}
        </ul>
      )}
      <div className="button-row">
        <Link className="button button--secondary" to={paths.birdGuide}>
          Bekijk alle vogels
        </Link>
      </div>
    </section>
  );
}
