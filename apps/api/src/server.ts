import { type Lifecycle, buildApp } from './app.ts';
import { type Database, openDatabase, pgliteDirFor } from './db/database.ts';
import { PgliteLockedError } from './db/pglite-lock.ts';
import { runMigrations } from './db/migrate.ts';
import { seed } from './seed.ts';
import { EnvError, parseServerEnv } from './env.ts';
import { listenAdmin } from './plugins/admin-access.ts';
import { recordServerAddress } from './server-address.ts';
import { installProcessGuard } from './process-guard.ts';
import { failStart, logLine, withStartRetry } from './startup.ts';
import { TRUST_EVERY_HOP } from './env-stateless.ts';

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
if (config.trustProxy === true) {
  // Refused with DATABASE_URL (env-stateless.ts); on one machine it still deserves a shout.
  logLine('warn', `TRUST_PROXY=true is unsafe. ${TRUST_EVERY_HOP.detail}`);
}
const { resilience } = config;

/** The database may come up after this instance: retried with backoff, logged as JSON. */
async function openAndMigrate(): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirFor(config.dataDir),
    poolMax: resilience.databasePoolMax,
    connectTimeoutMs: resilience.databaseConnectTimeoutMs,
    statementTimeoutMs: resilience.databaseStatementTimeoutMs,
  });
  try {
    await runMigrations(database);
    await seed(database, {
      campaignOverride: config.campaignOverride,
      // Only the embedded database gets demo campaigns; a PostgreSQL deployment is real.
      demoFrom: config.databaseUrl ? undefined : new Date(),
    });
    return database;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

const database = await withStartRetry(
  'database',
  config.databaseUrl ? resilience.databaseStartTimeoutSeconds : 0,
  openAndMigrate,
).catch((error: unknown) => {
  // Another process holds the folder: a plain Dutch sentence, not a stack trace.
  if (error instanceof PgliteLockedError) {
    process.stderr.write(`Tuinvogeltelling start niet: ${error.message}\n`);
    process.exit(1);
  }
  return failStart('database', error);
});
const lifecycle: Lifecycle = {
  draining: false,
  notReadyUntil: 0,
};
const app = await buildApp({ config, database, lifecycle }).catch((error: unknown) =>
  failStart('app', error),
);

let stopping = false;
async function shutdown(signal: string, exitCode = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  // Readiness fails at once; the listener stays open for the drain delay so a balancer that
  // still sends (until its next health check) is served, then in-flight requests finish.
  lifecycle.draining = true;
  // A reminder or retention round stops after its current mail and releases the rest of what
  // it claimed at once, not after the drain: another instance's next round takes it over.
  const jobsStopped = lifecycle.stopJobs?.().catch((error: unknown) => {
    app.log.error({ err: error }, 'stopping the office jobs failed');
  });
  const drainMs = resilience.shutdownDrainMs;
  app.log.info({ signal, drainMs }, 'shutting down: draining');
  // A hung request or connection must not keep the process from stopping.
  setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, drainMs + HARD_EXIT_MS).unref();
  try {
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    await jobsStopped;
    await app.close();
    await database.close();
    process.exit(exitCode);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
// No fault ends this process unlogged; only one it cannot go on after ends it (decision 096).
installProcessGuard({
  log: app.log,
  markNotReadyUntil: (at) => (lifecycle.notReadyUntil = at),
  stop: (reason, exitCode) => void shutdown(reason, exitCode),
});

await app
  .listen({ port: config.port, host: config.host })
  .catch((error: unknown) => failStart('listen', error));
if (config.security.adminPort !== undefined) {
  await listenAdmin(app, config.security.adminPort, config.host);
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
process.stdout.write(`Tuinvogeltelling draait op http://localhost:${port}\n`);
const publicUrl =
  config.port === 0 && !process.env.PUBLIC_URL ? `http://localhost:${port}` : config.publicUrl;
if (!config.databaseUrl) {
  // Commands on this folder (admin:create's link) point at this address (issue 31).
  recordServerAddress(config.dataDir, publicUrl);
  process.stdout.write(`Gegevens in ${config.dataDir}; openbaar adres ${publicUrl}\n`);
} else {
  process.stdout.write(`Openbaar adres ${publicUrl}\n`);
}
