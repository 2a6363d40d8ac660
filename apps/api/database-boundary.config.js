// The API's database boundary (docs/decisions/029-api-composition-root-and-repositories.md):
// only repositories talk to the database. Everything else in apps/api/src gets its data through
// a repository that the composition root hands it, so SQL and Drizzle stay in one kind of file.

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
];
