import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { createCredentialService } from '../src/modules/account/credentials.ts';
import { createAccountRepository } from '../src/modules/account/repository.ts';
import { createAuditRepository } from '../src/modules/audit/repository.ts';
import { createAuditService } from '../src/modules/audit/service.ts';
import { createAdmin } from '../src/modules/office-access/create-admin.ts';
import { createOfficeAccessRepository } from '../src/modules/office-access/repository.ts';
import { createOfficeSession } from './helpers/office-session.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';
import { createScriptDatabase } from './helpers/test-database.ts';

const run = promisify(execFile);
const NODE = process.execPath;
const API = join(import.meta.dirname, '..');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function parts() {
  const { db } = t.database;
  const accounts = createAccountRepository(db);
  const credentials = createCredentialService({
    repo: accounts,
    mailer: { send: () => Promise.reject(new Error('no mail in this test')) },
    now: () => new Date(),
    verifyLink: () => t.config.publicUrl,
  });
  return {
    parts: {
      accounts,
      office: createOfficeAccessRepository(db),
      audit: createAuditService(createAuditRepository(db), () => new Date()),
      credentials,
      publicUrl: t.config.publicUrl,
    },
    credentials,
  };
}

const form = (url: string, body: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });

describe('admin:create', () => {
  it('creates an admin whose one-time link sets a password it can log in with', async () => {
    const { parts: p, credentials } = parts();
    const made = await createAdmin(p, ' Eerste.Beheerder@Example.nl ');
    expect(made).toMatchObject({ created: true, promoted: true, link: { minutes: 30 } });
    const link = new URL(made.link!.url);
    expect(link.pathname).toBe('/oidc/password');
    expect(link.search).not.toContain('example'); // no e-mail address in the link

    const page = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Wachtwoord kiezen');
    const fields = Object.fromEntries(link.searchParams);

    const short = await form('/oidc/password', { ...fields, password: 'kort' });
    expect(short.statusCode).toBe(400);
    const done = await form('/oidc/password', { ...fields, password: 'beheer-wachtwoord-1' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Je wachtwoord is ingesteld.');
    expect(done.body).toContain('/beheer');
    const again = await form('/oidc/password', { ...fields, password: 'nog-een-wachtwoord' });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('Deze link klopt niet of is verlopen.');

    const row = await credentials.authenticate(
      'eerste.beheerder@example.nl',
      'beheer-wachtwoord-1',
    );
    expect(row).toMatchObject({ id: made.accountId, emailVerified: true });
    expect(await p.office.rolesOf(made.accountId)).toEqual(['admin']);
    const audited = await t.database.db.select().from(auditLog);
    expect(
      audited.filter((r) => r.entityId === made.accountId).map((r) => [r.actorAccountId, r.action]),
    ).toEqual([
      [null, 'account.create'],
      [null, 'role.grant'],
    ]);
  });

  it('promotes an existing account, keeping it, and again changes nothing', async () => {
    const { parts: p } = parts();
    const editor = await createOfficeSession(t, ['editor'], { email: 'redacteur@example.nl' });
    const first = await createAdmin(p, 'redacteur@example.nl');
    expect(first).toMatchObject({ accountId: editor.accountId, created: false, promoted: true });
    expect(await p.office.rolesOf(editor.accountId)).toEqual(['editor', 'admin']);
    const second = await createAdmin(p, 'redacteur@example.nl');
    expect(second).toMatchObject({ created: false, promoted: false });
  });

  it('refuses a bad link without touching any account', async () => {
    const res = await t.app.inject({ url: '/oidc/password?account=x&code=12' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Deze link klopt niet of is verlopen.');
  });

  it(
    'runs from the command line: prints the link, refuses a bad address',
    { timeout: 120_000 },
    async () => {
      const database = await createScriptDatabase('seeded');
      onTestFinished(database.dispose);
      const { PORT: _port, PUBLIC_URL: _url, ...inherited } = process.env;
      const env = { ...inherited, ...database.env, LOG_LEVEL: 'silent' };
      const embedded = !database.env.DATABASE_URL;
      if (embedded) {
        // As npm runs it from the repository root: `./data` there is the server's folder, and
        // the link points where the server last served that folder (issue 31).
        const dataDir = database.env.DATA_DIR;
        writeFileSync(
          join(dataDir, 'server-address.json'),
          JSON.stringify({ publicUrl: 'http://localhost:8131' }),
        );
        Object.assign(env, { INIT_CWD: dirname(dataDir), DATA_DIR: basename(dataDir) });
      }
      const { stdout, stderr } = await run(NODE, ['scripts/admin-create.ts', 'baas@example.nl'], {
        cwd: API,
        env,
      });
      expect(stdout).toContain('account created; now an admin');
      expect(stdout).toMatch(/\/oidc\/password\?account=[0-9a-f-]{36}&code=\d{6}/);
      if (embedded) {
        expect(stderr).toContain(`using data folder ${database.env.DATA_DIR}`);
        expect(stdout).toContain('http://localhost:8131/oidc/password?');
      }
      const again = await run(NODE, ['scripts/admin-create.ts', 'baas@example.nl'], {
        cwd: API,
        env,
      });
      expect(again.stdout).toContain('account found; was an admin already');
      await expect(
        run(NODE, ['scripts/admin-create.ts', 'geen-adres'], { cwd: API, env }),
      ).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('not an e-mail address'),
      });
      await expect(run(NODE, ['scripts/admin-create.ts'], { cwd: API, env })).rejects.toMatchObject(
        {
          code: 2,
        },
      );
    },
  );
});
