import { buildApp } from './app.ts';
import { listenAdmin } from './plugins/admin-access.ts';
import { openDatabase, pgliteDirFor } from './db/database.ts';
import { PgliteLockedError } from './db/pglite-lock.ts';
import { runMigrations } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { EnvError, parseServerEnv } from './env.ts';

const HARD_EXIT_MS = 10_000;

function loadConfig() {
  try {
    return parseServerEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`Tuinvogeltelling start niet: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: pgliteDirFor(config.dataDir),
}).catch((error: unknown) => {
  if (!(error instanceof PgliteLockedError)) throw error;
  process.stderr.write(`Tuinvogeltelling start niet: ${error.message}\n`);
  process.exit(1);
});
await runMigrations(database);
await seed(database, { campaignOverride: config.campaignOverride });
const app = await buildApp({ config, database });

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  // A hung request or connection must not keep the process from stopping.
  setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, HARD_EXIT_MS).unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
if (config.security.adminPort !== undefined) {
  await listenAdmin(app, config.security.adminPort, config.host);
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
process.stdout.write(`Tuinvogeltelling draait op http://localhost:${port}\n`);
