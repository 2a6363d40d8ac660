/**
 * A flag the web app keeps in local storage, mirrored into a cookie for the server (decision
 * 066: the intro tour closed, the visitor's segment, the count's step). None is personal; each
 * lasts a year and is written again whenever the app reads or changes its key.
 */
export function setFlagCookie(
  name: string,
  value: string,
  doc: Pick<Document, 'cookie'> = document,
) {
  doc.cookie = `${name}=${value};max-age=31536000;path=/;samesite=lax`;
}
