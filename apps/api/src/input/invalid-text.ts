/**
 * Text PostgreSQL (and the count's body hash) cannot hold: the NUL character (text and jsonb
 * refuse it) and a lone UTF-16 surrogate (not a character; drivers turn it into U+FFFD, so what
 * is stored differs from what was sent). Returns the dotted path of the first string or key
 * carrying one ('' for the value itself), else undefined.
 */
export function findInvalidText(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return isCleanText(value) ? undefined : path.join('.');
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findInvalidText(item, [...path, String(index)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isCleanText(key)) return [...path, cleanKey(key)].join('.');
      const found = findInvalidText(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** A lone high surrogate (no low one after it) or a lone low one (no high one before it). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isCleanText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** A key made printable for the message: the offending characters dropped. */
function cleanKey(key: string): string {
  return key.replaceAll('\u0000', '').replace(new RegExp(LONE_SURROGATE.source, 'g'), '');
}

export function invalidTextMessage(field: string): string {
  return field === ''
    ? 'De invoer bevat een ongeldig teken.'
    : `Het veld '${field}' bevat een ongeldig teken.`;
}

/**
 * Whether raw JSON text may hold such a string: a lone surrogate or NUL can only arrive as a
 * `\u` escape (raw control characters are invalid JSON; UTF-8 cannot encode a surrogate), so
 * the walk above runs only for the rare body that has one.
 */
export const SUSPECT_JSON_ESCAPE = /\\u(0000|d[89a-f])/i;
