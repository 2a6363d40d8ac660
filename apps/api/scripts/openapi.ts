// Writes apps/api/openapi.json from the routes' schemas; test/openapi-drift.test.ts fails when
// the committed file and the code disagree.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { OPENAPI_FILE, generateOpenApiDocument } from '../src/openapi-document.ts';

writeFileSync(OPENAPI_FILE, await generateOpenApiDocument());
console.log(`OpenAPI document written to ${fileURLToPath(OPENAPI_FILE)}`);
