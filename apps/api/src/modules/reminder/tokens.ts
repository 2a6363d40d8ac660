import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: the only thing a confirmation or unsubscribe link carries. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token as `newToken` makes it; anything else is refused before the database is asked. */
export function isToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
