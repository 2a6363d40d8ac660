/** `base` + `path` with exactly one slash between them; `base` may be a path or an absolute URL. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** `base` + `path` with the campaign's `source` query parameter (spec 7). */
export function serviceUrl(base: string, path: string, source: string): string {
  const url = joinUrl(base, path);
  return `${url}${url.includes('?') ? '&' : '?'}source=${encodeURIComponent(source)}`;
}
