import { createHash, timingSafeEqual } from 'node:crypto';
import parseBasicAuth from 'basic-auth';

export interface BasicCredentials {
  user: string;
  password: string;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/**
 * Whether an Authorization header carries exactly these credentials. The header is read by the
 * `basic-auth` package; the pair is compared as digests in constant time, so neither the length
 * nor a matching prefix leaks through timing.
 */
export function hasCredentials(header: string | undefined, expected: BasicCredentials): boolean {
  const given = parseBasicAuth.parse(header ?? '');
  if (!given) return false;
  return timingSafeEqual(
    digest(`${given.name}:${given.pass}`),
    digest(`${expected.user}:${expected.password}`),
  );
}
