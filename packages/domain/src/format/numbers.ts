import { LOCALE } from '../campaign/amsterdam-time.ts';
import { lazily } from './lazily.ts';

// 'always' so four-digit numbers get their dot too (spec 1: 1.234), whatever the CLDR version.
const thousands = lazily(
  () => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0, useGrouping: 'always' }),
);

/** Spec 1: totals use a dot as thousands separator, e.g. `1.234`. */
export function formatThousands(value: number): string {
  return thousands().format(value);
}
