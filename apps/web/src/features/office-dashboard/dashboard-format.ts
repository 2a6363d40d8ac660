/** The dashboard's numbers and moments in Dutch, on Amsterdam time. */
const zone = 'Europe/Amsterdam';
export const number = new Intl.NumberFormat('nl-NL');
export const decimal = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });
export const percent = new Intl.NumberFormat('nl-NL', {
  style: 'percent',
  maximumFractionDigits: 0,
  signDisplay: 'exceptZero',
});
const hourFormat = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: zone,
});
const hourOnly = new Intl.DateTimeFormat('nl-NL', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: zone,
});
const dayFormat = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: zone,
});
const momentFormat = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: zone,
});

/** 'za 25 jan 10:00' */
export const hourLabel = (iso: string) => hourFormat.format(new Date(iso));
/** '10:15' */
export const clock = (iso: string) => hourOnly.format(new Date(iso));
/** 'zaterdag 25 januari' */
export const dayLabel = (iso: string) => dayFormat.format(new Date(iso));
/** 'zaterdag 25 januari om 10:15' */
export const momentLabel = (iso: string) => momentFormat.format(new Date(iso));

/** A quiet stretch: '3 uur', '1 uur', or '12 dagen' from two days on. */
export function quietText(hours: number): string {
  if (hours < 48) return `${number.format(hours)} uur`;
  return `${number.format(Math.round(hours / 24))} dagen`;
}

const shortHourFormat = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: zone,
});
/** '25 jan 10:00', under a chart's column */
export const shortHour = (iso: string) => shortHourFormat.format(new Date(iso));
