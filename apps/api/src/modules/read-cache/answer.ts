/** The key of a request and the answer sent from a kept response (ETag, 304, encoding). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedRoute } from './cached-routes.ts';
import { acceptedEncoding, matchesEtag } from '../../http/negotiate.ts';
import { type StoredResponse, encode } from './response-store.ts';

/** Longest value of an ignored query key that its route accepts (`source`, `v`: max 100). */
const IGNORED_MAX = 100;
/** Headers that belong to one exchange, never to the stored answer. */
const PER_REQUEST = new Set([
  'x-request-id',
  'content-length',
  'content-encoding',
  'date',
  'connection',
  'vary',
  'etag',
]);
export const COMPRESSIBLE = /^(?:application\/json|image\/svg\+xml|text\/)/;

/** Path parameters and the query, sorted, minus ignored keys; undefined → do not cache. */
export function cacheKey(request: FastifyRequest, route: CachedRoute): string | undefined {
  const query = request.query as Record<string, string | string[] | undefined>;
  const parts: string[] = [];
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (route.ignoredQuery?.includes(name)) {
      // Out of bounds: let the route answer its 400.
      if (typeof value !== 'string' || value.length > IGNORED_MAX) return undefined;
      continue;
    }
    const values = Array.isArray(value) ? value : [value ?? ''];
    for (const v of values) parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(v)}`);
  }
  return `${route.url}\n${JSON.stringify(request.params)}\n${parts.join('&')}`;
}

export function send(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: StoredResponse,
  threshold: number,
): Buffer | string {
  reply.headers(entry.headers).header('etag', entry.etag);
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
    reply.code(304);
    return '';
  }
  if (!entry.compressible) return entry.body;
  reply.header('vary', 'accept-encoding');
  const encoding =
    entry.body.length >= threshold
      ? acceptedEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) return entry.body;
  reply.header('content-encoding', encoding);
  return encode(entry, encoding);
}

export function storedHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (!PER_REQUEST.has(name) && value !== undefined) headers[name] = String(value);
  }
  return headers;
}
