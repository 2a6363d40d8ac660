/**
 * The research export for operators: a campaign's accepted counts as CSV, Parquet or a Darwin
 * Core Archive, streamed from the database in batches (the office's export, the same service).
 * Audited with no actor.
 *
 *   npm run export:counts -w @tvt/api -- --campaign 2025 --format csv|parquet|dwca --out <file>
 *   npm run -s export:counts -w @tvt/api -- --campaign 2025 --format csv > tellingen.csv
 *   … --format csv --flavour spreadsheet   (`;` and a BOM, for Dutch Excel)
 */
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { openCommandDatabase } from './command-database.ts';
import { commandConfig } from './command-env.ts';
import { createAuditRepository } from '../src/modules/audit/repository.ts';
import { createAuditService } from '../src/modules/audit/service.ts';
import { createResearchExportRepositories } from '../src/modules/research-export/repository.ts';
import { createResearchExportService } from '../src/modules/research-export/service.ts';

if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

const USAGE =
  'Gebruik / usage: npm run export:counts -w @tvt/api -- --campaign 2025 --format csv|parquet|dwca [--flavour program|spreadsheet] [--out bestand]\n';
const { values } = parseArgs({
  options: {
    campaign: { type: 'string', default: '' },
    format: { type: 'string', default: '' },
    flavour: { type: 'string', default: 'program' },
    out: { type: 'string' },
  },
});
const year = Number(values.campaign);
const format = values.format;
const flavour = values.flavour;
if (
  !Number.isInteger(year) ||
  year < 2000 ||
  year > 2100 ||
  (format !== 'csv' && format !== 'parquet' && format !== 'dwca') ||
  (flavour !== 'program' && flavour !== 'spreadsheet')
) {
  process.stderr.write(USAGE);
  process.exit(2);
}

const config = commandConfig();
const database = await openCommandDatabase(config);
try {
  const audit = createAuditService(createAuditRepository(database.db), () => new Date());
  const service = createResearchExportService({
    ...createResearchExportRepositories(database.db),
    audit: (entry) => audit.record(entry),
  });
  const file = await service.open(year, format, null, flavour);
  const out = values.out ? createWriteStream(values.out) : process.stdout;
  await pipeline(file.stream, out, { end: Boolean(values.out) });
  if (values.out)
    process.stderr.write(`Export ${year} (${format}) geschreven naar ${values.out}.\n`);
} finally {
  await database.close();
}
