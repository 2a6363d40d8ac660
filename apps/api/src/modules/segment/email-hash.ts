import { createHash } from 'node:crypto';
import { normaliseEmail } from '@tvt/domain';

/**
 * The key of the segment table: SHA-256 (hex) of the address as the count form normalises it
 * (trimmed, lower case). The organisation fills the table the same way, e.g. in SQL:
 * `encode(sha256(convert_to(lower(trim(email)), 'UTF8')), 'hex')`.
 */
export function segmentEmailHash(email: string): string {
  return createHash('sha256').update(normaliseEmail(email), 'utf8').digest('hex');
}
