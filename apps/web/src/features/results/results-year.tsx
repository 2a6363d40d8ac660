import { createContext, use } from 'react';

/**
 * The campaign year a results page shows when its URL names one (`/resultaten/2025/…`); links
 * inside the page keep it. Undefined: the default campaign (the newest with results).
 */
const ResultsYearContext = createContext<number | undefined>(undefined);
export const ResultsYearProvider = ResultsYearContext;

export function useResultsYear(): number | undefined {
  return use(ResultsYearContext);
}

/** `2025` from a route's `:year`; null when the segment is not a year (not found). */
export function parseResultsYear(value: string | undefined): number | undefined | null {
  if (value === undefined) return undefined;
  return /^(19|20|21)\d{2}$/.test(value) ? Number(value) : null;
}

/** `?year=2025` appended to an endpoint path, or nothing. */
export function withYear(path: string, year: number | undefined): string {
  if (year === undefined) return path;
  return `${path}${path.includes('?') ? '&' : '?'}year=${year}`;
}
