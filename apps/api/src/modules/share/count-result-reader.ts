import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type CountResultResponse, countResultResponse } from '@tvt/contract';
import { safeParse } from 'zod/mini';
import { SERVICE_PREFIX } from '../../service-prefixes.ts';

export interface ReadCountResult {
  result: CountResultResponse;
  /** Strong validator of the figures: the preview changes only when they do. */
  etag: string;
}

/**
 * A count's result as the public endpoint answers it (`GET {count}/results/counts/:uuid`),
 * read in-process. Going through the public answer, not the results service, means the share
 * page and its image can only ever hold what that endpoint already shows (no personal field),
 * and the share pages do not depend on how the results are stored (decision 039).
 */
export function countResultReader(app: FastifyInstance) {
  return async (tellingUUID: string): Promise<ReadCountResult | null> => {
    const response = await app.inject({
      method: 'GET',
      url: `${SERVICE_PREFIX.count}/results/counts/${encodeURIComponent(tellingUUID)}`,
      headers: { accept: 'application/json' },
    });
    if (response.statusCode === 404 || response.statusCode === 400) return null;
    if (response.statusCode !== 200) {
      throw new Error(`count result answered ${response.statusCode}`);
    }
    const parsed = safeParse(countResultResponse, response.json());
    if (!parsed.success) throw new Error('count result does not match the contract');
    const etag = `"${createHash('sha256').update(response.body).digest('base64url').slice(0, 27)}"`;
    return { result: parsed.data, etag };
  };
}
