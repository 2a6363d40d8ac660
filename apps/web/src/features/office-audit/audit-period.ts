import { addDays } from '@tvt/domain';

export type AuditPeriod = 'alles' | 'vandaag' | '7' | '30' | 'eigen';

export const PERIOD_OPTIONS: { value: AuditPeriod; name: string }[] = [
  { value: 'alles', name: 'Alles' },
  { value: 'vandaag', name: 'Vandaag' },
  { value: '7', name: 'Afgelopen 7 dagen' },
  { value: '30', name: 'Afgelopen 30 dagen' },
  { value: 'eigen', name: 'Zelf kiezen' },
];

const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' });

/** A named period as Amsterdam days (both included), counted back from `now`. */
export function periodDays(
  period: AuditPeriod,
  now: Date,
  own: { from: string; to: string },
): { from: string; to: string } {
  const today = dayOf.format(now);
  if (period === 'eigen') return own;
  if (period === 'alles') return { from: '', to: '' };
  if (period === 'vandaag') return { from: today, to: today };
  return { from: addDays(today, 1 - Number(period)), to: today };
}
