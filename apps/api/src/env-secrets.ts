// `<KEY>_FILE`: a secret read from a file (Docker/Kubernetes secrets) instead of the environment.
import { readFileSync } from 'node:fs';

/** Every key whose value is a secret; each may be given as `<KEY>_FILE` instead. */
export const SECRET_KEYS = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'OIDC_INTROSPECTION_CLIENT_SECRET',
  'OIDC_SIGNING_KEYS',
  'OIDC_COOKIE_KEYS',
  'POSTCODE_BASIC_AUTH',
  'RECOGNITION_KEY',
  'COUNT_ERROR_API_KEY',
  'METRICS_TOKEN',
  'DOCS_TOKEN',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
] as const;

export class SecretFileError extends Error {
  readonly key: string;
  constructor(key: string, message: string) {
    super(message);
    this.key = key;
  }
}

/**
 * The record with each `<KEY>_FILE` replaced by the file's contents under `<KEY>` (one trailing
 * newline trimmed). Both set, or an unreadable file: a SecretFileError naming the key. Reads
 * files only when a `_FILE` key is set.
 */
export function withSecretFiles(
  record: Record<string, string | undefined>,
  read: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): Record<string, string | undefined> {
  const out = { ...record };
  for (const key of SECRET_KEYS) {
    const path = record[`${key}_FILE`];
    if (path === undefined || path === '') continue;
    if (record[key] !== undefined && record[key] !== '') {
      throw new SecretFileError(key, `${key}, ${key}_FILE: set one of them, not both`);
    }
    let value: string;
    try {
      value = read(path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      throw new SecretFileError(`${key}_FILE`, `${key}_FILE: cannot read ${path} (${code})`);
    }
    out[key] = value.replace(/\r?\n$/, '');
  }
  return out;
}
