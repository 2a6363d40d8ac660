export { buildApp, type AppOptions } from './app.ts';
export { parseEnv, EnvError, type Config } from './env.ts';
export { openDatabase, pgliteDirFor, type Database } from './db/database.ts';
export { runMigrations } from './db/migrate.ts';
export { seed } from './seed.ts';
