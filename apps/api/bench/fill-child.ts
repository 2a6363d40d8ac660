import { openDatabase } from '../src/db/database.ts';
import { fillPlausible, fillWithGenerator } from './fill.ts';

/** `node fill-child.ts <plausible|generator> <pglite:dir|postgres-url> <counts>` (fill-in-child.ts). */
const [kind, where = '', counts] = process.argv.slice(2);
const database = await openDatabase(
  where.startsWith('pglite:')
    ? { pgliteDir: where.slice('pglite:'.length) }
    : { databaseUrl: where, poolMax: 8 },
);
try {
  const fill = kind === 'generator' ? fillWithGenerator : fillPlausible;
  await fill(database, Number(counts));
} finally {
  await database.close();
}
