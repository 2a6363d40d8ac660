/**
 * Loads Dutch addresses from a BAG address CSV (layout: src/modules/address/README.md) into the
 * address table of the configured database (DATABASE_URL, else PGlite in DATA_DIR/db).
 *
 *   npm run address:import -w @tvt/api -- <file.csv> [--batch-size 1000]
 *   npm run address:import -w @tvt/api -- --sample
 *
 * Streaming, batched upserts: running it again with the same file changes nothing.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SAMPLE_ADDRESSES_CSV_PATH } from '@tvt/content';
import { openCommandDatabase } from './command-database.ts';
import { commandConfig } from './command-env.ts';
import { BagHeaderError } from '../src/modules/address/bag-csv.ts';
import {
  type ImportProgress,
  importAddresses,
  readTextFile,
} from '../src/modules/address/import-addresses.ts';

// `npm run -w` starts in apps/api; paths and DATA_DIR mean what they mean where it was typed.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    sample: { type: 'boolean', default: false },
    'batch-size': { type: 'string', default: '1000' },
  },
});
const file = values.sample ? SAMPLE_ADDRESSES_CSV_PATH : positionals[0] && resolve(positionals[0]);
const batchSize = Number(values['batch-size']);
if (!file || !Number.isInteger(batchSize) || batchSize < 1 || batchSize > 4000) {
  process.stderr.write(
    'Gebruik / usage: npm run address:import -w @tvt/api -- <bestand.csv> [--batch-size 1..4000] | --sample\n',
  );
  process.exit(2);
}
if (!existsSync(file)) {
  process.stderr.write(`Bestand niet gevonden / file not found: ${file}\n`);
  process.exit(2);
}

const number = new Intl.NumberFormat('nl-NL');
let started = Date.now();
function line(progress: ImportProgress): string {
  const skipped = Object.values(progress.skipped).reduce((a, b) => a + b, 0);
  const seconds = Math.max((Date.now() - started) / 1000, 0.001);
  return (
    `Adressen / addresses: ${number.format(progress.read)} gelezen / read, ` +
    `${number.format(progress.imported)} opgeslagen / stored, ${number.format(skipped)} overgeslagen / skipped ` +
    `(${number.format(Math.round(progress.read / seconds))} per s)`
  );
}

const config = commandConfig();
// Migrated, as the server would have it.
const database = await openCommandDatabase(config);
try {
  // The rate is about reading and writing rows, not about opening the database.
  started = Date.now();
  const result = await importAddresses(database.db, readTextFile(file), {
    batchSize,
    onProgress: (progress) => process.stdout.write(`${line(progress)}\n`),
  });
  const reasons = Object.entries(result.skipped).map(
    ([field, n]) => `${field}: ${number.format(n)}`,
  );
  if (reasons.length > 0)
    process.stdout.write(`Overgeslagen per veld / skipped by field: ${reasons.join(', ')}\n`);
  process.stdout.write('Klaar / done.\n');
} catch (error) {
  process.exitCode = 1;
  if (error instanceof BagHeaderError)
    process.stderr.write(`Onbruikbaar bestand / unusable file: ${error.message}\n`);
  else throw error;
} finally {
  await database.close();
}
