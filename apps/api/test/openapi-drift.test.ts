import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE, generateOpenApiDocument } from '../src/openapi-document.ts';

// The document does not depend on the database: checked once, in the PGlite run.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('committed OpenAPI document', () => {
  it('is what the code generates (else: npm run openapi -w @tvt/api, and commit it)', async () => {
    const generated = await generateOpenApiDocument();
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    // Parsed first for a readable diff of the operation that changed, then byte for byte.
    expect(JSON.parse(committed)).toEqual(JSON.parse(generated));
    expect(committed).toBe(generated);
  });

  it('describes the count submission by the count object, not as any JSON', () => {
    const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    const body = document.paths['/api/count/v1/inzending']?.post?.requestBody as {
      content: { 'application/json': { schema: { properties: Record<string, unknown> } } };
    };
    expect(Object.keys(body.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['countId', 'birds', 'location', 'countedon', 'userData']),
    );
  });
});
