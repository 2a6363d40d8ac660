import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  type AreaResultsResponse,
  type CountResultResponse,
  areaResultsResponse,
  countResultResponse,
} from '@tvt/contract';
import { type core, safeParse } from 'zod/mini';
import { SERVICE_PREFIX } from '../service-prefixes.ts';

export interface Read<T> {
  data: T;
  /** Strong validator of the figures: a preview changes only when they do. */
  etag: string;
}

/**
 * A public results answer read in-process (`app.inject`). Going through the public endpoint,
 * not the results service, means the share pages and images can only ever hold what that
 * endpoint already shows (no personal field), and they do not depend on how the results are
 * stored (decision 039). Null for 404/400 (no such count); other failures throw.
 */
async function readPublic<S extends core.$ZodType>(
  app: FastifyInstance,
  url: string,
  schema: S,
): Promise<Read<core.output<S>> | null> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { accept: 'application/json' },
  });
  if (response.statusCode === 404 || response.statusCode === 400) return null;
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  const parsed = safeParse(schema, response.json());
  if (!parsed.success) throw new Error(`${url} does not match the contract`);
  const etag = `"${createHash('sha256').update(response.body).digest('base64url').slice(0, 27)}"`;
  return { data: parsed.data, etag };
}

/** `GET {count}/results/counts/:uuid`, in-process. */
export const countResultReader =
  (app: FastifyInstance) =>
  (tellingUUID: string): Promise<Read<CountResultResponse> | null> =>
    readPublic(
      app,
      `${SERVICE_PREFIX.count}/results/counts/${encodeURIComponent(tellingUUID)}`,
      countResultResponse,
    );

/** `GET {count}/results` (the national ranking), in-process. */
export const nationalResultsReader =
  (app: FastifyInstance) => (): Promise<Read<AreaResultsResponse> | null> =>
    readPublic(app, `${SERVICE_PREFIX.count}/results`, areaResultsResponse);
