import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { type ServerProcess, startServer } from './helpers/server-process.ts';
import { createScriptDatabase } from './helpers/test-database.ts';

const running: ServerProcess[] = [];
afterAll(() => {
  for (const server of running) server.kill();
});

function start(dataDir: string): ServerProcess {
  const server = startServer({ DATA_DIR: dataDir, PORT: '0', WEB_DIST_DIR: join(dataDir, 'x') });
  running.push(server);
  return server;
}

// PGlite only: the lock guards the embedded database's folder.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'one process per PGlite data folder',
  { timeout: 300_000 },
  () => {
    it('refuses a second process, survives a crash, and removes the lock at exit', async () => {
      // A seeded folder: the lock is the subject, not a first start (server.test.ts has that).
      const database = await createScriptDatabase('seeded');
      onTestFinished(database.dispose);
      const dataDir = database.env.DATA_DIR;
      const lockFile = join(dataDir, 'db.lock');
      const first = start(dataDir);
      await first.started();
      const owner = JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number };
      expect(owner.pid).toBe(first.child.pid);

      const second = start(dataDir);
      expect(await second.exit).toBe(1);
      expect(second.output.stderr).toContain(`is in use by process ${first.child.pid}`);
      expect(second.output.stderr).toContain('DATABASE_URL');
      // The refused process leaves the holder's lock alone.
      expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toEqual(owner);

      // A crash leaves the file behind; its pid is gone, so the next start takes over.
      first.kill();
      await first.exit;
      expect(existsSync(lockFile)).toBe(true);
      const third = start(dataDir);
      const base = await third.started();
      expect((await fetch(`${base}/readyz`)).status).toBe(200);

      third.child.kill('SIGTERM');
      expect(await third.exit).toBe(0);
      expect(existsSync(lockFile)).toBe(false);
    });
  },
);
