import { COLOUR_OPTIONS } from '@tvt/domain';
import { paths } from '#shared/paths/paths.ts';
import { BirdCard } from '../bird-guide/index.ts';
import type { PhotoAnalysis } from './analyze-photo.ts';
import '#shared/ui/bird-list.css';

/**
 * What the photo itself can tell without a species recogniser: its main colours and the birds
 * with those colours, a hint to narrow down with the questions (no likelihood, no percentages).
 * Whether a bird seems to be on it is the server's message, shown above.
 */
export function ColourAnswer({ analysis }: { analysis: PhotoAnalysis }) {
  const { colours, colourMatches } = analysis;
  if (colours.length === 0) return null;
  const options = colours.flatMap((c) => COLOUR_OPTIONS.filter((o) => o.value === c));
  return (
    <>
      <p className="photo-facts">
        Hoofdkleuren:{' '}
        {options.map((option, i) => (
          <span key={option.value} className="photo-facts__colour">
            <span className="photo-facts__swatch" style={{ background: option.hex }} aria-hidden />
            {i === 0 ? option.label : option.label.toLocaleLowerCase('nl-NL')}
            {i < options.length - 1 ? ', ' : ''}
          </span>
        ))}
      </p>
      {colourMatches.length > 0 && (
        <>
          <h3 className="photo-results__subheading">Lijkt het meest op</h3>
          <ul className="bird-grid">
            {colourMatches.map((bird) => (
              <li key={bird.id}>
                <BirdCard
                  to={paths.recogniseBird(bird.id)}
                  name={bird.name}
                  image={bird.images[0]}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
