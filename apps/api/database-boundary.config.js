// The API's database boundary (docs/decisions/029-api-composition-root-and-repositories.md):
// only repositories talk to the database. Everything else in apps/api/src gets its data through
// a repository that the composition root hands it, so SQL and Drizzle stay in one kind of file.
// And each table has one owning module: only that module's repositories name it.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const message =
  'Only repositories (*repository.ts), src/db/ and the composition root may use the database: ' +
  'add a method to a repository and take the repository as a parameter.';

/** Files that may import the database: repositories, db/ (handle, schema, migrations), seed, boot. */
export const DATABASE_ALLOWED = [
  'apps/api/src/**/*repository.ts',
  'apps/api/src/db/**',
  'apps/api/src/composition-root.ts',
  // Seeding is composition: it hands the default content to the owning modules' repositories.
  'apps/api/src/seed.ts',
  'apps/api/src/app.ts',
  'apps/api/src/server.ts',
  'apps/api/src/index.ts',
  // Boots the whole app on an in-memory database to write the OpenAPI document, like server.ts.
  'apps/api/src/openapi-document.ts',
  // The BAG import is seeding: it streams a file into the address repository.
  'apps/api/src/modules/address/import-addresses.ts',
];

const sqlMessage =
  'SQL belongs in a repository (*repository.ts): a statement written as a string elsewhere ' +
  'still talks to the database. Add a method to the repository that owns the table.';

/** A string that reads as an SQL statement (or the part of one that writes). */
const SQL = String.raw`/\b(select\s[\s\S]*\sfrom\s|insert\s+into\s|delete\s+from\s|update\s+\w+\s+set\s|on\s+conflict\s*\()/i`;

/**
 * The one module whose repositories own each table (apps/api/src/modules/<module>/*repository.ts).
 * Every other module reads or writes that table through the owner's repository, which the
 * composition root hands it; the `tvt-db/table-owner` rule refuses the table's schema name and
 * SQL naming the table anywhere else in apps/api/src/modules.
 */
export const TABLE_OWNERS = {
  account: ['account', 'account_code', 'account_quiz'],
  address: ['address'],
  audit: ['audit_log'],
  birds: ['bird', 'bird_tip'],
  campaign: ['campaign'],
  content: ['text_content', 'intro_tour_page', 'menu_item'],
  count: ['count_submission', 'count_bird', 'count_personal'],
  'count-errors': ['count_error', 'count_refusal'],
  credentials: ['login_throttle'],
  identity: ['identity_key', 'revoked_token', 'oidc_payload'],
  media: ['photo', 'media_blob'],
  moderation: ['moderation_item', 'moderation_scan', 'moderation_key'],
  'office-access': ['account_role'],
  'read-cache': ['content_version'],
  reminder: ['reminder_signup', 'reminder_message'],
  'research-export': ['campaign_species', 'research_settings'],
  results: [
    'result_area',
    'result_species',
    'result_area_pending',
    'result_species_pending',
    'count_exclusion',
  ],
  segment: ['segment'],
  // Written by db/seed-marker.ts only.
  db: ['seed_marker'],
};

let schemaTableNames;

/** Table name by the schema's export name (`countSubmission` → `count_submission`). */
function schemaTables() {
  if (schemaTableNames) return schemaTableNames;
  const folder = join(import.meta.dirname, 'src/db/schema');
  const tables = new Map();
  for (const file of readdirSync(folder)) {
    const text = readFileSync(join(folder, file), 'utf8');
    for (const [, name, table] of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      tables.set(name, table);
    }
  }
  schemaTableNames = tables;
  return tables;
}

/** SQL that names a table: `from t`, `join t`, `into t`, `update t`. */
const TABLE_IN_SQL = /\b(?:from|join|into|update)\s+"?(\w+)/gi;

const tableOwner = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const path = context.filename.replaceAll('\\', '/');
    const at = path.lastIndexOf('apps/api/src/modules/');
    if (at === -1) return {};
    const file = path.slice(at + 'apps/api/src/'.length);
    const module = file.split('/')[1];
    const owners = new Map(
      Object.entries(TABLE_OWNERS).flatMap(([owner, tables]) => tables.map((t) => [t, owner])),
    );
    const tables = schemaTables();
    const check = (node, table) => {
      const owner = owners.get(table);
      if (!owner || owner === module) return;
      context.report({
        node,
        message:
          `The table ${table} belongs to the ${owner} module: call its repository ` +
          `(modules/${owner}/) instead of naming the table here.`,
      });
    };
    const checkText = (node, text) => {
      for (const [, table] of text.matchAll(TABLE_IN_SQL)) check(node, table);
    };
    return {
      ImportDeclaration(node) {
        if (!/(^|\/)db\/schema/.test(node.source.value)) return;
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier') continue;
          const table = tables.get(specifier.imported.name);
          if (table) check(specifier, table);
        }
      },
      Literal(node) {
        if (typeof node.value === 'string') checkText(node, node.value);
      },
      TemplateElement(node) {
        checkText(node, node.value.raw);
      },
    };
  },
};

/** ESLint flat-config blocks; eslint.config.js spreads them in, the boundary test lints with them. */
export const databaseBoundary = [
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: DATABASE_ALLOWED,
    rules: {
      // The typescript-eslint variant, so the repository-wide `no-restricted-imports` stays as is;
      // type-only imports count too (a `Db` parameter is a database dependency).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(drizzle-orm|drizzle-kit|pg|@electric-sql/pglite)(/.*)?$',
              message,
            },
            { regex: '(^|/)db/', message },
          ],
        },
      ],
      // Strings too: SQL as a plain string passes the import rule above.
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${SQL}]`, message: sqlMessage },
        { selector: `TemplateElement[value.raw=${SQL}]`, message: sqlMessage },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    plugins: { 'tvt-db': { rules: { 'table-owner': tableOwner } } },
    rules: { 'tvt-db/table-owner': 'error' },
  },
];
