import { createHash, timingSafeEqual } from 'node:crypto';

export interface BasicCredentials {
  user: string;
  password: string;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/**
 * Whether an Authorization header carries exactly these credentials. Compared as digests in
 * constant time, so neither the length nor a matching prefix leaks through timing.
 */
export function hasCredentials(header: string | undefined, expected: BasicCredentials): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!, 'base64').toString('utf8');
  return timingSafeEqual(digest(given), digest(`${expected.user}:${expected.password}`));
}
