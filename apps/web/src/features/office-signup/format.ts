const moment = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});
const day = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' });

/** '24 januari 2025 om 08:00' style, Amsterdam time. */
export const formatMoment = (iso: string) => moment.format(new Date(iso));
export const formatDay = (iso: string) => day.format(new Date(iso));

const relative = new Intl.RelativeTimeFormat('nl-NL', { numeric: 'auto' });

/** 'over 58 dagen', 'morgen', 'over 3 uur', '2 dagen geleden': how far off an instant is. */
export function untilInWords(iso: string, now = new Date()): string {
  const hours = (new Date(iso).getTime() - now.getTime()) / 3_600_000;
  return Math.abs(hours) < 36
    ? relative.format(Math.round(hours), 'hour')
    : relative.format(Math.round(hours / 24), 'day');
}
