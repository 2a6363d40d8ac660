const moment = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});
const day = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' });

/** '24 januari 2025 om 08:00' style, Amsterdam time. */
export const formatMoment = (iso: string) => moment.format(new Date(iso));
export const formatDay = (iso: string) => day.format(new Date(iso));
