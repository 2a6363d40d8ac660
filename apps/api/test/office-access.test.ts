import type { RoleHolders } from '@tvt/contract/office';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { createOfficeAccessRepository } from '../src/modules/office-access/repository.ts';
import { createOfficeSession, signAccessToken } from './helpers/office-session.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/office/v1/me', headers });

describe('GET /api/office/v1/me', () => {
  it('answers 401 in Dutch to anonymous callers and to a token that is no good', async () => {
    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-a-token' },
      { authorization: 'x' },
    ];
    for (const headers of cases) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Log in om de beheeromgeving te gebruiken.' });
    }
  });

  it('answers a plain account with no roles, so the office shows "geen toegang"', async () => {
    const plain = await createOfficeSession(t, []);
    const res = await me(plain.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ roles: [] });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('names the roles stored with the account', async () => {
    const both = await createOfficeSession(t, ['moderator', 'editor']);
    expect((await me(both.headers)).json()).toEqual({ roles: ['editor', 'moderator'] });
  });

  it('reads the stored roles, not the token: a role taken away stops at once', async () => {
    const admin = await createOfficeSession(t, ['admin']);
    await createOfficeAccessRepository(t.database.db).revoke(admin.accountId, 'admin');
    expect((await me(admin.headers)).json()).toEqual({ roles: [] });
  });

  it('ignores a roles claim the database does not back (embedded provider)', async () => {
    const plain = await createOfficeSession(t, []);
    const forged = await signAccessToken(t, plain.accountId, ['admin']);
    expect((await me({ authorization: `Bearer ${forged}` })).json()).toEqual({ roles: [] });
  });

  it('answers 401 when the account behind a good token is gone', async () => {
    const gone = await signAccessToken(t, '0b0e0c0a-0000-4000-8000-000000000000', ['admin']);
    const res = await me({ authorization: `Bearer ${gone}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Log in om de beheeromgeving te gebruiken.');
  });
});

describe('office roles: GET /roles, PUT and DELETE /roles/:accountId/:role (admin)', () => {
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>) =>
    t.app.inject({ method, url: `/api/office/v1${url}`, headers });
  const auditRows = async () =>
    (await t.database.db.select().from(auditLog).orderBy(auditLog.id)).map((row) => ({
      actor: row.actorAccountId,
      action: row.action,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
    }));

  it('answers 401/403 to anyone but an admin and changes nothing', async () => {
    const target = await createOfficeSession(t, []);
    const editor = await createOfficeSession(t, ['editor']);
    const before = await auditRows();
    for (const [method, url] of [
      ['GET', '/roles'],
      ['PUT', `/roles/${target.accountId}/editor`],
      ['DELETE', `/roles/${target.accountId}/editor`],
    ] as const) {
      expect((await call(method, url, {})).statusCode).toBe(401);
      const res = await call(method, url, editor.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Je hebt geen toegang tot dit deel van de beheeromgeving.');
    }
    expect((await me(target.headers)).json()).toEqual({ roles: [] });
    expect(await auditRows()).toEqual(before);
  });

  it('gives and takes a role, each change audited with before and after', async () => {
    const admin = await createOfficeSession(t, ['admin']);
    const target = await createOfficeSession(t, [], { email: 'merel.rollen@example.nl' });
    const before = (await auditRows()).length;

    const given = await call('PUT', `/roles/${target.accountId}/moderator`, admin.headers);
    expect(given.statusCode).toBe(200);
    expect(given.json()).toEqual({
      accountId: target.accountId,
      email: 'merel.rollen@example.nl',
      roles: ['moderator'],
    });
    expect((await me(target.headers)).json()).toEqual({ roles: ['moderator'] });
    // Giving it again changes nothing and writes nothing.
    expect(
      (await call('PUT', `/roles/${target.accountId}/moderator`, admin.headers)).json(),
    ).toMatchObject({ roles: ['moderator'] });

    const taken = await call('DELETE', `/roles/${target.accountId}/moderator`, admin.headers);
    expect(taken.json()).toMatchObject({ roles: [] });
    expect((await auditRows()).slice(before)).toEqual([
      {
        actor: admin.accountId,
        action: 'role.grant',
        entityId: target.accountId,
        before: { roles: [] },
        after: { roles: ['moderator'] },
      },
      {
        actor: admin.accountId,
        action: 'role.revoke',
        entityId: target.accountId,
        before: { roles: ['moderator'] },
        after: { roles: [] },
      },
    ]);
  });

  it('lists role holders, and finds any account by part of its e-mail address', async () => {
    const admin = await createOfficeSession(t, ['admin'], { email: 'hoofd.beheer@example.nl' });
    await createOfficeSession(t, [], { email: 'zonder.rol@example.nl' });
    const all = (await call('GET', '/roles', admin.headers)).json<RoleHolders>().items;
    expect(all.find((h) => h.accountId === admin.accountId)).toMatchObject({ roles: ['admin'] });
    expect(all.some((h) => h.email === 'zonder.rol@example.nl')).toBe(false);
    const found = await call('GET', '/roles?email=ZONDER.rol', admin.headers);
    expect(found.json()).toEqual({
      items: [{ accountId: expect.any(String), email: 'zonder.rol@example.nl', roles: [] }],
    });
  });

  it('refuses bad input with a Dutch 400 and an unknown account with 404, storing nothing', async () => {
    const admin = await createOfficeSession(t, ['admin']);
    const before = await auditRows();
    const cases = [
      ['PUT', '/roles/niet-een-id/editor', 400, 'Dit account bestaat niet.'],
      [
        'PUT',
        `/roles/${admin.accountId}/baas`,
        400,
        "De rol is 'editor', 'moderator', 'research' of 'admin'.",
      ],
      ['GET', '/roles?email=ab', 400, 'Zoek op minstens 3 tekens van een e-mailadres.'],
      [
        'DELETE',
        `/roles/${admin.accountId}/admin`,
        400,
        'Je kunt je eigen rol als beheerder niet afnemen.',
      ],
      [
        'PUT',
        '/roles/0b0e0c0a-0000-4000-8000-000000000000/editor',
        404,
        'Dit account bestaat niet.',
      ],
    ] as const;
    for (const [method, url, status, message] of cases) {
      const res = await call(method, url, admin.headers);
      expect(res.statusCode, url).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await auditRows()).toEqual(before);
    expect((await me(admin.headers)).json()).toEqual({ roles: ['admin'] });
  });
});
