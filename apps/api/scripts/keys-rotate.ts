// npm run keys:rotate -w @tvt/api [-- --stage | --promote | --prune[=DAYS] | --list]
// Rotates the embedded identity provider's signing key and cookie secret (decision 042).
import { openDatabase, pgliteDirFor } from '../src/db/database.ts';
import { commandConfig } from './command-env.ts';
import { createKeyRepository } from '../src/modules/identity/key-repository.ts';
import { promoteKeys, rotateKeys, stageKeys } from '../src/modules/identity/rotate-keys.ts';

const DEFAULT_PRUNE_DAYS = 31; // past the longest session cookie (30 days)
const MARGIN_MS = 5_000;

const config = commandConfig();
const arg = process.argv[2] ?? '';
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: pgliteDirFor(config.dataDir),
});
const keys = createKeyRepository(database);
const options = {
  keys,
  redisUrl: config.redisUrl,
  redisPrefix: config.redisPrefix,
  settleMs: config.security.keyRefreshMs + MARGIN_MS,
  log: (line: string) => console.log(line),
};
const { signing, cookie } = config.security.suppliedKeys;
if (signing || cookie) {
  console.log(
    'note: OIDC_SIGNING_KEYS/OIDC_COOKIE_KEYS are set; the database keys of that kind are unused',
  );
}
try {
  if (arg === '--stage') await stageKeys(options);
  else if (arg === '--promote') await promoteKeys(options);
  else if (arg.startsWith('--prune')) {
    const days = Number(arg.split('=')[1] ?? DEFAULT_PRUNE_DAYS);
    const gone = await keys.prune(new Date(Date.now() - days * 86_400_000));
    console.log(`deleted ${gone.length} key(s) retired more than ${days} days ago`);
  } else if (arg === '' || arg === '--rotate') await rotateKeys(options);
  else if (arg !== '--list') throw new Error(`unknown option ${arg}`);
  for (const k of await keys.list()) {
    console.log(
      `${k.kind.padEnd(7)} ${k.state.padEnd(7)} ${k.kid} since ${k.stateChangedAt.toISOString()}`,
    );
  }
} finally {
  await database.close();
}
