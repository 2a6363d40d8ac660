import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Encoding } from '../../http/compression.ts';
import { acceptedEncoding, matchesEtag } from '../../http/negotiate.ts';
import { type StoredResponse, encode } from './response-store.ts';

/** Answers a raw request from memory, or returns false so the app's router takes it. */
export type FrontAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * The place in front of the router where kept answers are served (decision 053). The server is
 * created before any plugin exists, so it gets this slot; the read cache opens it once it has a
 * store and closes it when the app starts closing (then every answer goes through the app's
 * hooks again, which say `Connection: close`).
 */
export interface FrontDoor {
  answer: FrontAnswer;
  open: (answer: FrontAnswer) => void;
  close: () => void;
}

export function createFrontDoor(): FrontDoor {
  let current: FrontAnswer | undefined;
  return {
    answer: (request, response) => current !== undefined && current(request, response),
    open(answer) {
      current = answer;
    },
    close() {
      current = undefined;
    },
  };
}

type Variant = 'plain' | Encoding | 'notModified';

/** Flat header lists per variant, built once per kept answer (`writeHead` takes them as is). */
const prepared = new WeakMap<StoredResponse, Partial<Record<Variant, string[]>>>();

function headerList(entry: StoredResponse, variant: Variant, length: number): string[] {
  let variants = prepared.get(entry);
  if (!variants) prepared.set(entry, (variants = {}));
  let list = variants[variant];
  if (list) return list;
  list = [];
  for (const name in entry.headers) list.push(name, entry.headers[name]!);
  list.push('etag', entry.etag);
  if (entry.compressible) list.push('vary', 'accept-encoding');
  if (variant === 'br' || variant === 'gzip') list.push('content-encoding', variant);
  if (variant !== 'notModified') list.push('content-length', String(length));
  variants[variant] = list;
  return list;
}

/**
 * Writes a kept answer on the raw response: the same status, headers and bytes the route's own
 * hooks would send from memory (`send` in answer.ts), without the router and the hook chain.
 * Returns the status written.
 */
export function writeKept(
  request: IncomingMessage,
  response: ServerResponse,
  entry: StoredResponse,
  threshold: number,
  requestId: string,
): number {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, entry.etag)) {
    const headers = [...headerList(entry, 'notModified', 0), 'x-request-id', requestId];
    response.writeHead(304, headers).end();
    return 304;
  }
  const encoding =
    entry.compressible && entry.body.length >= threshold
      ? acceptedEncoding(request.headers['accept-encoding'])
      : undefined;
  const body = encoding ? encode(entry, encoding) : entry.body;
  const headers = [
    ...headerList(entry, encoding ?? 'plain', body.length),
    'x-request-id',
    requestId,
  ];
  response.writeHead(200, headers).end(body);
  return 200;
}
