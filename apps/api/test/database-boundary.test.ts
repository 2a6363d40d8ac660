import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { databaseBoundary, TABLE_OWNERS } from '../database-boundary.config.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const RULES = ['@typescript-eslint/no-restricted-imports', 'no-restricted-syntax'];

/** The boundary blocks alone (no type information needed), as eslint.config.js applies them. */
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { '@typescript-eslint': tseslint.plugin },
    },
    ...databaseBoundary,
  ],
});

const OWNER = ['tvt-db/table-owner'];

async function lint(filePath: string, code: string, rules: string[]): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => rules.includes(m.ruleId ?? ''))
    .map((m) => m.message);
}

const violations = (filePath: string, code: string) => lint(filePath, code, RULES);

const DRIZZLE = "import { sql } from 'drizzle-orm';\nexport const q = sql`select 1`;\n";
const DB_TYPE = "import type { Db } from '../../db/database.ts';\nexport type D = Db;\n";
const SCHEMA = "import { bird } from '../../db/schema/index.ts';\nexport const b = bird;\n";

describe('the API database boundary lint rule', () => {
  it('refuses Drizzle, the driver, the handle type and the schema outside repositories', async () => {
    const service = 'apps/api/src/modules/quiz/service.ts';
    for (const code of [DRIZZLE, DB_TYPE, SCHEMA, "import pg from 'pg';\nexport { pg };\n"]) {
      const found = await violations(service, code);
      expect(found).toHaveLength(1);
      expect(found[0]).toContain('Only repositories');
    }
    expect(await violations('apps/api/src/plugins/health.ts', DB_TYPE)).toHaveLength(1);
    expect(await violations('apps/api/src/modules/count/routes.ts', SCHEMA)).toHaveLength(1);
  });

  it('lets repositories, db/ and the composition root use the database', async () => {
    expect(await violations('apps/api/src/modules/quiz/repository.ts', DRIZZLE + DB_TYPE)).toEqual(
      [],
    );
    expect(await violations('apps/api/src/modules/birds/list-repository.ts', SCHEMA)).toEqual([]);
    expect(await violations('apps/api/src/db/readiness.ts', DRIZZLE)).toEqual([]);
    expect(await violations('apps/api/src/composition-root.ts', DB_TYPE)).toEqual([]);
  });

  it('refuses SQL written as a string outside repositories, as a literal or a template', async () => {
    const service = 'apps/api/src/modules/results/aggregate-sql.ts';
    for (const code of [
      "export const q = 'select id, name from bird where id = 1';\n",
      'export const q = `,\n  ag as (insert into result_area (a) values (1))`;\n',
      "export const q = `update bird set name = 'x'`;\n",
      'export const q = `delete from count_submission where id = ${1}`;\n',
      'export const q = `, x as (insert into t (a) select 1 on conflict (a) do nothing)`;\n',
    ]) {
      const found = await violations(service, code);
      expect(found, code).toEqual([expect.stringContaining('SQL belongs in a repository')]);
    }
    expect(await violations('apps/api/src/modules/count/repository.ts', DRIZZLE)).toEqual([]);
    const repository = "export const q = 'select id from bird';\n";
    expect(await violations('apps/api/src/modules/birds/repository.ts', repository)).toEqual([]);
  });

  it('leaves ordinary text alone', async () => {
    const text = [
      "export const a = 'Selecteer een vogel uit de lijst';\n",
      "export const b = 'count insert failed; the update of the results waits';\n",
      'export const c = `Kies ${1} van de vogels`;\n',
    ].join('');
    expect(await violations('apps/api/src/modules/quiz/service.ts', text)).toEqual([]);
  });

  it('gives every table of the schema exactly one owning module', async () => {
    const schema = await import('../src/db/schema/index.ts');
    const { getTableName, isTable } = await import('drizzle-orm');
    const tables = Object.values(schema)
      .filter((value) => isTable(value))
      .map((table) => getTableName(table))
      .sort();
    const owned = Object.values(TABLE_OWNERS).flat().sort();
    expect(owned).toEqual(tables);
  });

  it("refuses another module's table, by its schema name or in SQL", async () => {
    const violations = (file: string, code: string) => lint(file, code, OWNER);
    const BIRD = "import { bird } from '../../db/schema/index.ts';\nexport const b = bird;\n";
    expect(await violations('apps/api/src/modules/segment/repository.ts', BIRD)).toEqual([
      expect.stringContaining('belongs to the birds module'),
    ]);
    expect(await violations('apps/api/src/modules/birds/list-repository.ts', BIRD)).toEqual([]);
    const COUNTS =
      "import { sql } from 'drizzle-orm';\nexport const q = sql`select id from count_submission`;\n";
    expect(await violations('apps/api/src/modules/campaign/repository.ts', COUNTS)).toEqual([
      expect.stringContaining('belongs to the count module'),
    ]);
    expect(await violations('apps/api/src/modules/count/repository.ts', COUNTS)).toEqual([]);
    // SQL as a plain string in another module's repository (the count insert once wrote the
    // results' pending sums so): the owner exports it, the composition root hands it over.
    const PENDING =
      'export const PARTS = `,\n  ag as (insert into result_area_pending (a) select 1)`;\n';
    expect(await violations('apps/api/src/modules/count/repository.ts', PENDING)).toEqual([
      expect.stringContaining('belongs to the results module'),
    ]);
    expect(await violations('apps/api/src/modules/results/pending-repository.ts', PENDING)).toEqual(
      [],
    );
  });
});
