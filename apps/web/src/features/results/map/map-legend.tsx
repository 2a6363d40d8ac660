import { CLASS_COLOURS, type Scale } from '../colour-scale.ts';

interface MapLegendProps {
  scale: Scale;
  format: (value: number) => string;
  unit: string;
}

/** The colour classes with their ranges, and the colour of areas without figures. */
export function MapLegend({ scale, format, unit }: MapLegendProps) {
  const { bounds } = scale;
  return (
    <ul className="map-legend" aria-label="Legenda">
      {bounds.map((bound, index) => {
        const next = bounds[index + 1];
        const colour = CLASS_COLOURS[scale.classOf(bound) ?? 0];
        return (
          <li key={bound}>
            <span className="map-legend__swatch" style={{ background: colour }} />
            {next === undefined
              ? `${format(bound)} of meer`
              : `${format(bound)} tot ${format(next)}`}{' '}
            {unit}
          </li>
        );
      })}
      <li>
        <span className="map-legend__swatch map-legend__swatch--no-data" />
        Minder dan 5 tellingen
      </li>
    </ul>
  );
}
