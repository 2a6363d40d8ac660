import { defineConfig } from 'drizzle-kit';

// Generation only needs the schema; the same migrations run on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
