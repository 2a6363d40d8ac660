import { useId, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { useAreaFigures } from '../api/area-figures-query.ts';
import { useResultsYear } from '../results-year.tsx';
import { CLASS_COLOURS, NO_DATA_FILL, NO_DATA_PATTERN_ID, quantileScale } from '../colour-scale.ts';
import { formatCount, formatShare } from '../format.ts';
import type { MapArea } from './map-area.ts';
import { MapLegend } from './map-legend.tsx';
import { useMapShapes } from './map-shapes.ts';
import { MapTable } from './map-table.tsx';
import './results-map.css';

export interface ResultsMapProps {
  /** 'NL' for the provinces, a province code for its municipalities. */
  scope: string;
  /** The area to outline (the page's own municipality). */
  current?: string;
  /** Species to colour by: the page's ranking. */
  species: { birdId: string; name: string }[];
  live: boolean;
}

/**
 * The choropleth: provinces of the country or municipalities of one province, coloured by
 * participants or by one species' share of gardens. Every area is a link (Tab, Enter) with its
 * figure in its accessible name; the same areas are in the table below.
 */
export default function ResultsMap({ scope, current, species, live }: ResultsMapProps) {
  const level = scope === 'NL' ? 'province' : 'municipality';
  const [birdId, setBirdId] = useState<string | null>(null);
  const [pointed, setPointed] = useState<MapArea | null>(null);
  const navigate = useNavigate();
  const selectId = useId();
  const shapes = useMapShapes(scope);
  const year = useResultsYear();
  const figures = useAreaFigures(useConfig(), level, birdId, live, year);
  const bird = species.find((s) => s.birdId === birdId);

  const byCode = new Map((figures.data?.data ?? []).map((a) => [a.code, a]));
  const areas: MapArea[] = (shapes.data?.areas ?? []).map(({ code, name }) => {
    const figure = byCode.get(code);
    const value = (bird ? figure?.gardenShare : figure?.participants) ?? null;
    const valueText =
      value === null
        ? 'minder dan 5 tellingen'
        : bird
          ? `${formatShare(value)} van de tuinen`
          : `${formatCount(value)} ${value === 1 ? 'telling' : 'tellingen'}`;
    const href =
      level === 'province'
        ? paths.resultsProvince(code, year)
        : paths.resultsMunicipality(code, year);
    return { code, name, href, value, valueText };
  });
  const scale = quantileScale(areas.map((a) => a.value));
  const what = level === 'province' ? 'Provincies' : 'Gemeenten';

  const follow = (event: MouseEvent, area: MapArea) => {
    event.preventDefault();
    void navigate(area.href);
  };

  return (
    <section className="results-map" aria-labelledby={`${selectId}-title`}>
      <h2 id={`${selectId}-title`} className="section-title">
        {level === 'province' ? 'Kies een provincie' : 'Kies een gemeente'}
      </h2>
      <div className="field results-map__metric">
        <label className="field__label" htmlFor={selectId}>
          Kleur de kaart op
        </label>
        <select
          id={selectId}
          className="input select"
          value={birdId ?? ''}
          onChange={(event) => setBirdId(event.target.value || null)}
        >
          <option value="">Aantal tellingen</option>
          {species.map((s) => (
            <option key={s.birdId} value={s.birdId}>
              Aandeel tuinen met {s.name.toLowerCase()}
            </option>
          ))}
        </select>
      </div>
      <div
        className="results-map__frame"
        style={{
          aspectRatio: shapes.data ? `${shapes.data.width} / ${shapes.data.height}` : '400 / 474',
        }}
      >
        {shapes.data && (
          <svg
            viewBox={`0 0 ${shapes.data.width} ${shapes.data.height}`}
            role="group"
            aria-label={`Kaart: ${what.toLowerCase()} gekleurd op ${bird ? `aandeel tuinen met ${bird.name.toLowerCase()}` : 'aantal tellingen'}`}
            onMouseLeave={() => setPointed(null)}
          >
            <defs>
              <pattern
                id={NO_DATA_PATTERN_ID}
                width="6"
                height="6"
                patternUnits="userSpaceOnUse"
                patternTransform="rotate(45)"
              >
                <rect width="6" height="6" fill="#ffffff" />
                <line x1="0" y1="0" x2="0" y2="6" stroke="#9aa59e" strokeWidth="1.5" />
              </pattern>
            </defs>
            {shapes.data.areas.map((shape, index) => {
              const area = areas[index]!;
              const colourClass = scale.classOf(area.value);
              return (
                <a
                  key={shape.code}
                  href={area.href}
                  aria-label={`${area.name}: ${area.valueText}`}
                  className={
                    shape.code === current ? 'results-map__area is-current' : 'results-map__area'
                  }
                  data-code={shape.code}
                  onClick={(event) => follow(event, area)}
                  onFocus={() => setPointed(area)}
                  onMouseEnter={() => setPointed(area)}
                >
                  <path
                    d={shape.d}
                    fill={colourClass === null ? NO_DATA_FILL : CLASS_COLOURS[colourClass]}
                  />
                </a>
              );
            })}
          </svg>
        )}
      </div>
      <p className="results-map__pointed" aria-hidden="true">
        {pointed
          ? `${pointed.name}: ${pointed.valueText}`
          : 'Tik op een gebied voor de resultaten.'}
      </p>
      <MapLegend
        scale={scale}
        format={bird ? formatShare : formatCount}
        unit={bird ? 'van de tuinen' : 'tellingen'}
      />
      <p className="results-map__credit">
        Grenzen: © CBS / Kadaster 2026 (CBS gebiedsindelingen via PDOK, CC BY 4.0), vereenvoudigd
        door cartomap/nl
      </p>
      <MapTable
        areas={[...areas].sort((a, b) => a.name.localeCompare(b.name, 'nl'))}
        caption={what}
        valueHeading={bird ? `Aandeel tuinen met ${bird.name.toLowerCase()}` : 'Deelnemers'}
      />
    </section>
  );
}
