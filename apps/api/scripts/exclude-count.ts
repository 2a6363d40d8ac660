/**
 * Leaves one count out of every result, or takes it in again, recording who and why (the
 * campaign office will call the same service function).
 *
 *   npm run counts:exclude -w @tvt/api -- <tellingUUID> --reason "…" [--by "naam"] [--include]
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { openCommandDatabase } from './command-database.ts';
import { commandConfig } from './command-env.ts';
import { HttpError } from '../src/http-error.ts';
import { createResultsRepository } from '../src/modules/results/repository.ts';
import { createResultsService } from '../src/modules/results/service.ts';

if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    reason: { type: 'string', default: '' },
    by: { type: 'string', default: '' },
    include: { type: 'boolean', default: false },
  },
});
const id = positionals[0] ?? '';
if (!/^[0-9a-f-]{36}$/i.test(id) || !values.reason.trim()) {
  process.stderr.write(
    'Gebruik / usage: npm run counts:exclude -w @tvt/api -- <tellingUUID> --reason "…" [--by naam] [--include]\n',
  );
  process.exit(2);
}

const config = commandConfig();
// Migrated, as the server would have it.
const database = await openCommandDatabase(config);
try {
  const service = createResultsService({
    repository: createResultsRepository(database.db),
    campaign: () => Promise.reject(new Error('not needed')),
    imageOf: () => '',
    ttlSeconds: 0,
    maxAgeSeconds: 0,
    now: Date.now,
  });
  const excluded = !values.include;
  const actor = values.by.trim() || `cli:${userInfo().username}`;
  const outcome = await service.setExcluded(id, excluded, { reason: values.reason, actor });
  const state = excluded ? 'uitgesloten / excluded' : 'weer meegeteld / included';
  process.stdout.write(
    outcome === 'changed' ? `Telling ${id} ${state}.\n` : `Telling ${id} was al ${state}.\n`,
  );
} catch (error) {
  process.exitCode = 1;
  if (error instanceof HttpError) process.stderr.write(`${error.message}\n`);
  else throw error;
} finally {
  await database.close();
}
