/**
 * Five classes of one green hue, light to dark, for the map. The darkest three carry white
 * labels (≥ 4.5:1); the map's figures are also in its table, so colour is never the only way.
 */
export const CLASS_COLOURS = ['#e3efe6', '#b5d6bf', '#74b08a', '#2f8052', '#154d2e'] as const;
/**
 * Areas without figures (fewer than 5 counts): white with grey hatching, so they cannot be
 * mistaken for the lightest green. The SVG pattern's id, and the same look in CSS for the legend.
 */
export const NO_DATA_PATTERN_ID = 'results-map-no-data';
export const NO_DATA_FILL = `url(#${NO_DATA_PATTERN_ID})`;

export interface Scale {
  /** Lower bound of each class, ascending. */
  bounds: number[];
  classOf: (value: number | null) => number | null;
}

/** Equal-count classes (quantiles) over the values present: a few big cities do not wash the rest out. */
export function quantileScale(values: (number | null)[], classes = CLASS_COLOURS.length): Scale {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  const bounds: number[] = [];
  for (let i = 0; i < classes && sorted.length > 0; i++) {
    const bound = sorted[Math.floor((i * sorted.length) / classes)]!;
    if (bounds.length === 0 || bound > bounds[bounds.length - 1]!) bounds.push(bound);
  }
  return {
    bounds,
    classOf: (value) => {
      if (value === null || bounds.length === 0) return null;
      let index = 0;
      while (index + 1 < bounds.length && value >= bounds[index + 1]!) index++;
      // Spread fewer classes over the whole ramp, so two classes still look different.
      return bounds.length === 1
        ? classes - 1
        : Math.round((index * (classes - 1)) / (bounds.length - 1));
    },
  };
}
