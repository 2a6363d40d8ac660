/**
 * Loads a previous campaign's results (species totals per area) from a CSV, replacing that
 * campaign's aggregates. Columns: src/modules/results/README.md.
 *
 *   npm run results:import -w @tvt/api -- <file.csv> [--force]
 *
 * Refuses a campaign that has stored counts (its aggregates are live) unless --force.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openCommandDatabase } from './command-database.ts';
import { commandConfig } from './command-env.ts';
import { createResultsRepository } from '../src/modules/results/repository.ts';
import { ResultsCsvError, parseResultsCsv } from '../src/modules/results/results-csv.ts';

if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
if (!positionals[0]) {
  process.stderr.write(
    'Gebruik / usage: npm run results:import -w @tvt/api -- <bestand.csv> [--force]\n',
  );
  process.exit(2);
}

const config = commandConfig();
let parsed;
try {
  parsed = parseResultsCsv(readFileSync(resolve(positionals[0]), 'utf8'));
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Onbruikbaar bestand / unusable file: ${message}\n`);
  process.exit(error instanceof ResultsCsvError ? 1 : 2);
}
// Migrated, as the server would have it.
const database = await openCommandDatabase(config);
try {
  const repository = createResultsRepository(database.db);
  if (!values.force && (await repository.hasCounts(parsed.year))) {
    process.stderr.write(
      `${parsed.year} heeft opgeslagen tellingen; gebruik --force om de cijfers te vervangen.\n`,
    );
    process.exitCode = 1;
  } else {
    await repository.replaceYear(parsed.year, parsed.areas, parsed.species);
    process.stdout.write(
      `Klaar / done: ${parsed.year}, ${parsed.areas.length} gebieden / areas, ` +
        `${parsed.species.length} soortregels / species rows.\n`,
    );
  }
} finally {
  await database.close();
}
