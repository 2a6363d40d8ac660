import { resolve } from 'node:path';
import { EnvError, parseEnv, type Config } from '../src/env.ts';
import { lastServerAddress } from '../src/server-address.ts';

/**
 * The configuration a command runs with, the same as `npm start` would have from where the
 * command was typed: npm runs a workspace script inside its workspace, so the command first goes
 * back to the folder npm was called from (INIT_CWD), where `./data` is the server's folder. With
 * neither PUBLIC_URL nor PORT given, links use the address the server last served this folder at.
 * What it used goes to standard error (standard output may carry an export).
 */
export function commandConfig(): Config {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const env = { ...process.env };
  let from = env.PUBLIC_URL ? 'PUBLIC_URL' : env.PORT ? 'PORT' : 'the default';
  if (!env.PUBLIC_URL && !env.PORT && !env.DATABASE_URL) {
    const last = lastServerAddress(resolve(env.DATA_DIR || './data'));
    if (last) {
      env.PUBLIC_URL = last;
      from = 'the last server start on this folder';
    }
  }
  let config: Config;
  try {
    config = parseEnv(env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  const database = config.databaseUrl ? 'DATABASE_URL' : `data folder ${config.dataDir}`;
  process.stderr.write(`using ${database}; public address ${config.publicUrl} (${from})\n`);
  return config;
}
