import { createHash } from 'node:crypto';
import type { CountObjectOutput } from '@tvt/domain';

/**
 * The same count, however its keys are ordered, hashes the same. The validated count's objects
 * come out of the schema with their keys in schema order whatever the input order; only the
 * `birds` map keeps the client's order, so it is sorted here. (A general key-sorting pass costs
 * about ten times more, on every submission.) count-hash.test.ts holds this to account.
 */
export function bodyHash(count: CountObjectOutput): string {
  const birds = Object.fromEntries(
    Object.entries(count.birds).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return createHash('sha256')
    .update(JSON.stringify({ ...count, birds }))
    .digest('hex');
}
