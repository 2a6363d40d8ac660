import { STALE_HEADER } from '@tvt/contract';
import { operationIdOf } from './operation-id.ts';
import {
  ERROR_SCHEMA,
  FORM_POSTS,
  RESPONSES,
  type Reply,
  SUMMARIES,
  UPLOAD_FIELDS,
} from './responses.ts';
import { SECURITY_SCHEMES, securityOf } from './security.ts';
import { repairSchemas } from './schema-repairs.ts';

/** The API's version: the `v1` of every service path. The build is in /healthz, not here. */
export const API_VERSION = '1.0.0';

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  security?: Json[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Json }> };
  responses: Record<string, Reply>;
  'x-consumes'?: string[];
  [key: string]: unknown;
}
export interface OpenApiObject {
  info: Json;
  servers?: Json[];
  paths?: Record<string, Record<string, Operation>>;
  components?: Json;
  [key: string]: unknown;
}

/** Probes and the scrape are never throttled (plugins/rate-limit.ts); everything else is. */
const UNTHROTTLED = new Set(['GET /healthz', 'GET /readyz', 'GET /metrics']);
const BODYLESS = new Set(['204', '304']);

/** On an answer that may stand in from its last good copy (decision 122). */
const STALE_HEADERS: Reply['headers'] = {
  [STALE_HEADER]: {
    description:
      '`true` when the database is away and this is the last good answer; absent otherwise',
    schema: { type: 'string' },
  },
  age: {
    description: 'With X-Stale: seconds since the answer was built',
    schema: { type: 'string' },
  },
};

const throttled: Reply = {
  description: 'Too many requests from this address: try again in a minute',
  content: { 'application/json': { schema: ERROR_SCHEMA } },
};

function completeResponses(key: string, operation: Operation, standsIn: Set<string>): void {
  const responses = { ...operation.responses, ...RESPONSES[key] };
  for (const [status, reply] of Object.entries(responses)) {
    if (BODYLESS.has(status)) {
      delete reply.content;
    } else if (Number(status) >= 400 && reply.content && !RESPONSES[key]?.[status]) {
      // A route that `produces` a file documents its refusals as that file: they are JSON.
      reply.content = { 'application/json': { schema: ERROR_SCHEMA } };
    }
  }
  if (!UNTHROTTLED.has(key)) {
    const limit = responses['429'];
    responses['429'] = limit
      ? { ...limit, content: { ...limit.content, ...throttled.content } }
      : throttled;
  }
  delete responses['200']?.content?.['application/json']?.schema?.description;
  const ok = responses['200'];
  if (standsIn.has(key) && ok)
    responses['200'] = { ...ok, headers: { ...ok.headers, ...STALE_HEADERS } };
  operation.responses = Object.fromEntries(
    Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)),
  );
}

function completeRequestBody(key: string, operation: Operation): void {
  const consumes = operation['x-consumes'];
  delete operation['x-consumes'];
  const fields = UPLOAD_FIELDS[key];
  if (fields) {
    const raw = (consumes ?? []).filter((type) => type !== 'multipart/form-data');
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': { schema: { type: 'object', properties: fields } },
        ...Object.fromEntries(
          raw.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
        ),
      },
    };
  } else if (FORM_POSTS.includes(key)) {
    const schema = operation.requestBody?.content['application/json']?.schema ?? {
      type: 'object',
      additionalProperties: { type: 'string' },
    };
    operation.requestBody = {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema } },
    };
  }
}

/**
 * Completes the document the routes' schemas give (plugins/docs.ts): the security of each
 * operation, an operationId, the answers that are not JSON, upload and form bodies, and a fixed
 * version and server so the served document is the committed one.
 */
export function completeDocument(
  document: OpenApiObject,
  options: { staleRoutes?: readonly string[] } = {},
): OpenApiObject {
  // Answers that stand in from their last good copy while the database is away (decision 122).
  const standsIn = new Set(
    (options.staleRoutes ?? []).map((url) => `GET ${url.replace(/:(\w+)/g, '{$1}')}`),
  );
  const ids = new Set<string>();
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      const key = `${method.toUpperCase()} ${path}`;
      operation.operationId ??= operationIdOf(method, path);
      if (ids.has(operation.operationId))
        throw new Error(`Two operations are ${operation.operationId}`);
      ids.add(operation.operationId);
      operation.security ??= securityOf(path);
      if (operation.summary === undefined && SUMMARIES[key]) operation.summary = SUMMARIES[key];
      completeRequestBody(key, operation);
      completeResponses(key, operation, standsIn);
    }
  }
  repairSchemas(document.paths ?? {});
  return {
    ...document,
    info: { ...document.info, version: API_VERSION },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    components: { ...document.components, securitySchemes: SECURITY_SCHEMES },
  };
}
