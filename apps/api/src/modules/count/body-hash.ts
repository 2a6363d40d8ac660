import { createHash } from 'node:crypto';
import type { CountObjectOutput } from '@tvt/domain';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The same count, however its keys are ordered, hashes the same. */
export function bodyHash(count: CountObjectOutput): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(count)))
    .digest('hex');
}
