import { buildFilterQuery } from '@tvt/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import type { PhotoAnalysis, RecognisedBird } from './analyze-photo.ts';
import { ColourAnswer } from './colour-answer.tsx';

/** The wizard, with the bird's colours as its colour filter where the photo gave them. */
export function narrowDownLink(colours: readonly number[]): string {
  const query = colours.length > 0 ? buildFilterQuery({ color: [...colours] }) : '';
  return query
    ? `${paths.recogniseQuestions}?${query.replace(/^&/, '')}`
    : paths.recogniseQuestions;
}

const percent = new Intl.NumberFormat('nl-NL', { style: 'percent' });

const CONFIDENCE_TEXT: Record<RecognisedBird['confidenceLabel'], string> = {
  waarschijnlijk: 'Waarschijnlijk',
  mogelijk: 'Mogelijk',
  misschien: 'Misschien',
};

function ResultCard({ bird }: { bird: RecognisedBird }) {
  const [showSexes, setShowSexes] = useState(false);
  const [male, female] = bird.images;
  return (
    <article className="photo-result">
      <Link className="photo-result__link" to={paths.recogniseBird(bird.id)}>
        <span className="photo-result__images">
          {[male, female].map((src, i) => (
            <span key={i} className="photo-result__image">
              {src ? <img src={src} alt="" width="160" height="120" decoding="async" /> : null}
              {showSexes && (
                <span className="photo-result__sex" aria-label={i === 0 ? 'man' : 'vrouw'}>
                  {i === 0 ? '♂' : '♀'}
                </span>
              )}
            </span>
          ))}
        </span>
        <span className="photo-result__title">{bird.name}</span>
      </Link>
      <p className={`photo-result__confidence photo-result__confidence--${bird.confidenceLabel}`}>
        {CONFIDENCE_TEXT[bird.confidenceLabel]} ({percent.format(bird.confidence)})
      </p>
      <button
        type="button"
        className="photo-result__toggle"
        aria-pressed={showSexes}
        onClick={() => setShowSexes((v) => !v)}
      >
        <span aria-hidden="true">♂ ♀</span>
        <span className="visually-hidden">Toon man en vrouw bij {bird.name}</span>
      </button>
    </article>
  );
}

/**
 * The server's honest answer: no bird; or what the photo shows (a bird or not, its colours, the
 * birds with those colours) and, only when a species recogniser answered, its ranking with
 * each suggestion's likelihood.
 */
export function PhotoResults({ analysis }: { analysis: PhotoAnalysis }) {
  const withColours = analysis.colours.length > 0;
  const narrowDown = (
    <p className="photo-results__next">
      <Link className="button button--secondary" to={narrowDownLink(analysis.colours)}>
        {withColours
          ? 'Verder met de vragen, met deze kleuren gekozen'
          : 'Zoek verder met de vragen'}
      </Link>
    </p>
  );
  if (analysis.birdFound === false) {
    return (
      <section className="photo-results" aria-labelledby="photo-results-heading">
        <h2 id="photo-results-heading" className="photo-results__heading">
          Geen vogel gevonden op deze foto
        </h2>
        <p>Probeer een andere foto of een andere uitsnede, of herken de vogel met de vragen.</p>
        {narrowDown}
      </section>
    );
  }
  const ranked = analysis.birds.length > 0;
  return (
    <section className="photo-results" aria-labelledby="photo-results-heading">
      <h2 id="photo-results-heading" className="photo-results__heading">
        {ranked ? 'Mogelijke soorten' : 'Wat de foto vertelt'}
      </h2>
      {analysis.message && <p className="photo-results__message">{analysis.message}</p>}
      {ranked && (
        <ol className="photo-results__grid">
          {analysis.birds.map((bird) => (
            <li key={bird.id}>
              <ResultCard bird={bird} />
            </li>
          ))}
        </ol>
      )}
      <ColourAnswer analysis={analysis} />
      {narrowDown}
    </section>
  );
}
