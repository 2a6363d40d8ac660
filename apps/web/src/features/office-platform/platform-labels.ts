import type { PlatformHealth } from '@tvt/contract/office';

const percent = new Intl.NumberFormat('nl-NL', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const unit = (name: 'day' | 'hour' | 'minute' | 'second') =>
  new Intl.NumberFormat('nl-NL', { style: 'unit', unit: name, unitDisplay: 'long' });
const units = {
  day: unit('day'),
  hour: unit('hour'),
  minute: unit('minute'),
  second: unit('second'),
};

export const REDIS_LABEL: Record<PlatformHealth['redis'], string> = {
  ok: 'In orde',
  unavailable: 'Niet bereikbaar',
  absent: 'Niet ingesteld (één instantie)',
};

export const STATE_LABEL = { ready: 'Gereed', degraded: 'Beperkt' } as const;

export const errorShare = (rate: number) => percent.format(rate);

/** An uptime in its largest unit or two: '3 dagen 4 uur', '12 minuten', '40 seconden'. */
export function uptimeLabel(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${units.day.format(days)} ${units.hour.format(hours)}`;
  if (hours > 0) return `${units.hour.format(hours)} ${units.minute.format(minutes)}`;
  if (minutes > 0) return units.minute.format(minutes);
  return units.second.format(seconds);
}
