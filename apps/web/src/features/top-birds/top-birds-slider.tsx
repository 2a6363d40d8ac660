import { formatThousands } from '@tvt/domain';
import { Link } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { TOP_SIZE, useTopBirds } from './top-birds-query.ts';
import './top-birds.css';

interface TopBirdsSliderProps {
  /** Poll while the count runs. */
  live: boolean;
  /** The campaign the figures belong to, named in the title out of season. */
  year?: number | undefined;
}

export const TOP_BIRDS_EMPTY =
  'Nog geen tellingen binnen. Zodra de eerste vogels geteld zijn, zie je hier welke vogels het meest geteld worden.';

/**
 * The top 3 as a swipeable row (scroll snap), each bird linking to its guide page. No empty
 * podium before anything has been counted: a line then says what will come here.
 */
export function TopBirdsSlider({ live, year }: TopBirdsSliderProps) {
  const title = `Top ${TOP_SIZE} getelde vogels${year ? ` van ${year}` : ''}`;
  const { data, isPending } = useTopBirds(useConfig(), live);
  if (isPending) return <div className="top-birds top-birds--loading" aria-hidden="true" />;
  // Before the first count is in: the same place as the slider, saying what will come there, so
  // that nothing below moves up when the answer arrives (issue 15, layout shift).
  if (!data || data.length === 0) {
    return (
      <section className="top-birds top-birds--empty" aria-labelledby="top-birds-title">
        <h2 id="top-birds-title" className="section-title">
          {title}
        </h2>
        <p className="top-birds__empty">{TOP_BIRDS_EMPTY}</p>
      </section>
    );
  }
  return (
    <section className="top-birds" aria-labelledby="top-birds-title">
      <h2 id="top-birds-title" className="section-title">
        {title}
      </h2>
      <ol className="top-birds__list">
        {data.map((bird, index) => (
          <li key={bird.id} className="top-birds__slide">
            <Link className="top-birds__card" to={paths.birdGuideBird(bird.id)}>
              <span className="top-birds__rank" aria-hidden="true">
                {index + 1}
              </span>
              {bird.image ? (
                <img
                  src={bird.image}
                  alt=""
                  width="200"
                  height="160"
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className="top-birds__placeholder" />
              )}
              <span className="top-birds__name">
                <span className="visually-hidden">Nummer {index + 1}: </span>
                {bird.name}
              </span>
              <span className="top-birds__count">{formatThousands(bird.count)} geteld</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
