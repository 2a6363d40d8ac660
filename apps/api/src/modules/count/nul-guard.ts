/**
 * PostgreSQL text and jsonb cannot hold the NUL character, so a string carrying one would fail
 * at the database. Returns the dotted path of the first such string (or key), else undefined.
 */
export function findNulCharacter(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, [...path, String(index)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
      const found = findNulCharacter(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export function nulMessage(field: string): string {
  return field === ''
    ? 'De invoer bevat een ongeldig teken.'
    : `Het veld '${field}' bevat een ongeldig teken.`;
}
