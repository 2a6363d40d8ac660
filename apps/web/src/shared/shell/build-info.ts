import { LOCALE, TIME_ZONE } from '@tvt/domain';

export const BUILD_ID: string = __BUILD_ID__;
export const BUILD_TIME: string = __BUILD_TIME__;

const buildTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** `versie <id> · 21 nov 2026 06:12` — the build time in Dutch civil time. */
export function versionLabel(id: string = BUILD_ID, time: string = BUILD_TIME): string {
  const instant = new Date(time);
  const when = Number.isNaN(instant.getTime()) ? '' : ` · ${buildTimeFormat.format(instant)}`;
  return `versie ${id}${when}`;
}
