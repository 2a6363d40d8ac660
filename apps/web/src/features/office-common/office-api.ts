/**
 * The office's endpoints (`/api/office/v1/<area>`) live on the server that serves the office,
 * so they are addressed on this origin rather than through a configurable service base.
 */
export const OFFICE_API = '/api/office/v1';

/** `/api/office/v1/<path>?<query>`; empty and undefined query values are left out. */
export function officeUrl(
  path: string,
  query: Record<string, string | number | undefined> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${OFFICE_API}/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
}
