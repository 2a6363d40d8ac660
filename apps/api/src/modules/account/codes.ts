import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_VALID_MINUTES = 30;
/** Wrong guesses before a code is void: 5 of a million keeps guessing pointless. */
export const CODE_MAX_ATTEMPTS = 5;

/** A new verification mail is sent at most once a minute, so the page cannot flood an inbox. */
export const RESEND_AFTER_SECONDS = 60;

/** Whether a code that expires at `expiresAt` was mailed less than a minute before `now`. */
export function sentRecently(expiresAt: Date, now: Date): boolean {
  const sentAt = expiresAt.getTime() - CODE_VALID_MINUTES * 60_000;
  return now.getTime() - sentAt < RESEND_AFTER_SECONDS * 1000;
}

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Bound to the account, so one hash never matches another account's code. */
export function hashCode(accountId: string, code: string): string {
  return createHash('sha256').update(`${accountId}:${code}`).digest('base64url');
}

export function codeMatches(accountId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(accountId, code.trim()));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
