/**
 * The build id and time come from meta tags in index.html (scripts/build-info-plugin.ts), not
 * from the bundle: a value baked into a chunk would rename every chunk on every build. The time
 * comes formatted, so the first screen loads no time-zone data for it.
 */
function meta(name: string): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
}

export const BUILD_ID: string = meta('tvt-build-id') || 'lokaal';
/** The build time in Dutch civil time, formatted by the build (scripts/build-info-plugin.ts). */
export const BUILD_LABEL: string = meta('tvt-build-label');

/** `versie <id> · 21 nov 2026, 06:12`. */
export function versionLabel(id: string = BUILD_ID, when: string = BUILD_LABEL): string {
  return when === '' ? `versie ${id}` : `versie ${id} · ${when}`;
}
