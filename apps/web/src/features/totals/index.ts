/** Public entry of the live totals and their polling interval (shared with the top 3). */
export { LiveTotals } from './live-totals.tsx';
export { TOTALS_POLL_MS } from './totals-query.ts';
export { useTotals, type Totals } from './totals-query.ts';
