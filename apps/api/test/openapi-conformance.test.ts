import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from '../src/openapi-document.ts';
import { createOfficeSession } from './helpers/office-session.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: {
    content: Record<string, { schema?: { properties?: Record<string, { format?: string }> } }>;
  };
  responses: Record<string, { content?: Record<string, unknown> }>;
}
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    path,
    method: method.toUpperCase() as Method,
    operation,
  })),
);

/** A value per path or query parameter name that reaches the operation's own handler. */
const SAMPLES: Record<string, string> = {
  uid: 'onbekend',
  slug: 'over-deze-app',
  postalCode: '3511AB',
  streetNumber: '1',
  file: `${randomUUID()}.jpg`,
  code: 'PV26',
  level: 'province',
  digits: '3511',
  tellingUUID: randomUUID(),
  id: 'vink',
  kind: 'size',
  role: 'editor',
  year: '2025',
  slot: 'drawing',
  campaign: '2025',
  format: 'csv',
  uniqueFileName: `${randomUUID()}.jpg`,
};
/** Where one operation needs a value of its own. */
const PATH_SAMPLES: Record<string, Record<string, string>> = {
  '/api/count/v1/results/municipalities/{code}': { code: 'GM0344' },
  '/media/birds/{id}/{file}': { file: 'default.svg' },
  '/media/wizard/{kind}/{file}': { file: '1.svg' },
  '/api/office/v1/content/tips/{id}': { id: '1' },
  '/api/office/v1/content/tips/{id}/image': { id: '1' },
  '/api/bird/v1/birds/recognitiontips/{id}': { id: '1' },
};

/** How many operations answered below 400 when this test was written; fewer: a sample broke. */
const REACHED = 60;

const mediaType = (header: string | string[] | number | undefined) =>
  (Array.isArray(header) ? header.join(',') : `${header ?? ''}`).split(';')[0]!.trim();

let t: TestApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  jpeg = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 140, b: 60 } },
  })
    .jpeg()
    .toBuffer();
}, 60_000);
afterAll(() => t.close());

function url(path: string, operation: Operation): string {
  const value = (name: string) => PATH_SAMPLES[path]?.[name] ?? SAMPLES[name] ?? 'x';
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(value(name)));
  const query = (operation.parameters ?? [])
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(value(p.name))}`);
  return query.length > 0 ? `${filled}?${query.join('&')}` : filled;
}

/** The documented fields of a form, a JPEG in each file field. */
async function body(operation: Operation) {
  const content = operation.requestBody?.content ?? {};
  const types = Object.keys(content);
  const multipart = content['multipart/form-data']?.schema?.properties;
  if (multipart) {
    const form = new FormData();
    for (const [field, schema] of Object.entries(multipart)) {
      if (schema.format === 'binary') {
        form.append(field, new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'vogel.jpg');
      } else {
        form.append(field, SAMPLES[field] ?? 'x');
      }
    }
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return {
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')! },
    };
  }
  if (types.includes('application/json')) {
    return { payload: '{}', headers: { 'content-type': 'application/json' } };
  }
  if (types.includes('application/x-www-form-urlencoded')) {
    return { payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  return { headers: {} };
}

/** What the response breaks of the document, or nothing. */
function mismatch(operation: Operation, res: LightMyRequestResponse): string | undefined {
  const documented = operation.responses[String(res.statusCode)] ?? operation.responses.default;
  if (!documented) {
    return `answered ${res.statusCode}, documented ${Object.keys(operation.responses).join(', ')}`;
  }
  const types = Object.keys(documented.content ?? {});
  const type = mediaType(res.headers['content-type']);
  if (types.length === 0) {
    return res.rawPayload.length === 0 ? undefined : `${res.statusCode} has a body (${type})`;
  }
  return types.includes(type)
    ? undefined
    : `${res.statusCode} is ${type}, documented ${types.join(', ')}`;
}

const answered: number[] = [];

describe('the served document', () => {
  it('is the committed one, whatever the build and address of the server', async () => {
    const served = await t.app.inject({ url: '/docs/json' });
    expect(served.statusCode).toBe(200);
    expect(served.json()).toEqual(document);
  });
});

describe('every documented operation answers as the document says', () => {
  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s',
    async (_, { path, method, operation }) => {
      // Required where every way in names a scheme; `{}` among them: optional.
      const security = operation.security ?? [];
      const secured = security.length > 0 && security.every((s) => Object.keys(s).length > 0);
      const problems: string[] = [];
      const request = await body(operation);
      // An account of its own: an operation may delete it or change its roles.
      const office = await createOfficeSession(t, ['admin', 'editor', 'moderator']);
      SAMPLES.accountId = office.accountId;
      const res = await t.app.inject({
        method,
        url: url(path, operation),
        ...request,
        headers: { ...request.headers, ...(secured ? office.headers : {}) },
      });
      answered.push(res.statusCode);
      const problem = mismatch(operation, res);
      if (problem) problems.push(problem);
      if (secured) {
        const anonymous = await t.app.inject({ method, url: url(path, operation), ...request });
        // 401, or 400 where the body is checked before the token (it is invalid here).
        if (![400, 401].includes(anonymous.statusCode)) {
          problems.push(`anonymous: ${anonymous.statusCode}`);
        }
        const refusal = mismatch(operation, anonymous);
        if (refusal) problems.push(`anonymous: ${refusal}`);
      }
      expect(problems.join('; ')).toBe('');
    },
  );

  it('was reached past its refusals by most operations (the samples are still good)', () => {
    const reached = answered.filter((status) => status < 400).length;
    expect(reached).toBeGreaterThanOrEqual(REACHED);
  });
});
