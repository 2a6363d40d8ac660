import { COLOUR_OPTIONS } from '@tvt/domain';
import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import type { PhotoAnalysis } from './analyze-photo.ts';

function colourLabel(value: number): string {
  return COLOUR_OPTIONS.find((c) => c.value === value)?.label ?? '';
}

/**
 * What the photo itself can tell without a species recogniser: whether a bird seems to be on
 * it, its main colours, and the birds with those colours, which are a hint to narrow down with
 * the questions (no order of likelihood, no percentages).
 */
export function ColourAnswer({ analysis }: { analysis: PhotoAnalysis }) {
  const { colours, colourMatches } = analysis;
  return (
    <>
      <h3 className="photo-results__subheading">Wat de foto laat zien</h3>
      <ul className="photo-facts">
        <li>
          {analysis.birdFound
            ? 'Er lijkt een vogel op de foto te staan.'
            : 'Of er een vogel op de foto staat, is niet zeker.'}
        </li>
        {colours.length > 0 && (
          <li>
            Hoofdkleuren:{' '}
            {colours.map((c, i) => {
              const hex = COLOUR_OPTIONS.find((o) => o.value === c)?.hex ?? '#ffffff';
              return (
                <span key={c} className="photo-facts__colour">
                  <span className="photo-facts__swatch" style={{ background: hex }} aria-hidden />
                  {i === 0 ? colourLabel(c) : colourLabel(c).toLocaleLowerCase('nl-NL')}
                  {i < colours.length - 1 ? ', ' : ''}
                </span>
              );
            })}
          </li>
        )}
      </ul>
      {colourMatches.length > 0 && (
        <>
          <h3 className="photo-results__subheading">Vogels met deze kleuren</h3>
          <ul className="photo-results__grid photo-results__grid--plain">
            {colourMatches.map((bird) => (
              <li key={bird.id}>
                <Link className="photo-result photo-result__link" to={paths.recogniseBird(bird.id)}>
                  <span className="photo-result__images">
                    <span className="photo-result__image">
                      {bird.images[0] ? (
                        <img
                          src={bird.images[0]}
                          alt=""
                          width="160"
                          height="120"
                          decoding="async"
                        />
                      ) : null}
                    </span>
                  </span>
                  <span className="photo-result__title">{bird.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
