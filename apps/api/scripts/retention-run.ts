/**
 * Deletes the personal data of every campaign past its retention date now, as the server's
 * scheduled job does (decision 082): the personal part of its counts and its reminder sign-ups.
 * The counts stay. Safe beside running servers (the deletes are idempotent).
 *
 *   npm run retention:run -w @tvt/api [-- --dry-run]
 */
import { parseArgs } from 'node:util';
import { openCommandDatabase } from './command-database.ts';
import { commandConfig } from './command-env.ts';
import { createAuditRepository } from '../src/modules/audit/repository.ts';
import { createAuditService } from '../src/modules/audit/service.ts';
import { createCampaignRepository } from '../src/modules/campaign/repository.ts';
import { createOfficePersonalRepository } from '../src/modules/count/office-personal-repository.ts';
import { createReminderRepository } from '../src/modules/reminder/repository.ts';
import { createRetentionService } from '../src/modules/retention/service.ts';

if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } } });
const config = commandConfig();
const database = await openCommandDatabase(config);
const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : 'onbekend');
try {
  const { db } = database;
  const campaigns = createCampaignRepository(db);
  const audit = createAuditService(createAuditRepository(db), () => new Date());
  const retention = createRetentionService({
    counts: createOfficePersonalRepository(db),
    signups: createReminderRepository(db),
    campaignOf: (year) => campaigns.findByYear(year),
    months: config.signup.retentionMonths,
    now: () => new Date(),
    // An operator's command: in the audit log without an office actor.
    recorded: (run) =>
      audit.record({ actor: null, action: 'retention.run', entity: 'personal-data', after: run }),
  });
  process.stdout.write(
    `Bewaartermijn / retention: ${retention.months} maanden na het einde van de campagne.\n`,
  );
  for (const c of await retention.plan()) {
    process.stdout.write(
      `  ${c.year}: ${c.countsWithPersonalData} tellingen met persoonsgegevens, ${c.reminderSignups} aanmeldingen; verwijderen op ${day(c.deleteAt)}\n`,
    );
  }
  if (!values['dry-run']) {
    const run = await retention.run();
    process.stdout.write(
      run.campaigns.length === 0
        ? 'Niets te verwijderen / nothing due.\n'
        : `Verwijderd / deleted (${run.campaigns.join(', ')}): persoonsgegevens van ${run.countsCleared} tellingen, ${run.signupsDeleted} aanmeldingen.\n`,
    );
  }
} finally {
  await database.close();
}
