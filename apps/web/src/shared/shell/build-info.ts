import { LOCALE, TIME_ZONE } from '@tvt/domain';

/**
 * The build id and time come from meta tags in index.html (scripts/build-info-plugin.ts), not
 * from the bundle: a value baked into a chunk would rename every chunk on every build.
 */
function meta(name: string): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
}

export const BUILD_ID: string = meta('tvt-build-id') || 'lokaal';
export const BUILD_TIME: string = meta('tvt-build-time');

const buildTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** `versie <id> · 21 nov 2026 06:12` — the build time in Dutch civil time. */
export function versionLabel(id: string = BUILD_ID, time: string = BUILD_TIME): string {
  const instant = new Date(time);
  const when =
    time === '' || Number.isNaN(instant.getTime()) ? '' : ` · ${buildTimeFormat.format(instant)}`;
  return `versie ${id}${when}`;
}
