import type { AuditList } from '@tvt/contract/office';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditRepository } from '../src/modules/audit/repository.ts';
import { createAuditService } from '../src/modules/audit/service.ts';
import { type OfficeSession, createOfficeSession } from './helpers/office-session.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: OfficeSession;
let editor: OfficeSession;
let plain: OfficeSession;
const URL = '/api/office/v1/audit';

beforeAll(async () => {
  t = await createTestApp();
  admin = await createOfficeSession(t, ['admin'], { email: 'beheer@example.nl' });
  editor = await createOfficeSession(t, ['editor'], { email: 'redactie@example.nl' });
  plain = await createOfficeSession(t, []);
  let clock = Date.parse('2026-02-13T21:30:00Z'); // + 1 h: Friday 13 Feb, 23:30 in Amsterdam
  const audit = createAuditService(createAuditRepository(t.database.db), () => {
    clock += 60 * 60_000;
    return new Date(clock);
  });
  await audit.record({
    actor: null,
    action: 'role.grant',
    entity: 'account',
    entityId: admin.accountId,
    after: { roles: ['admin'] },
  });
  await audit.record({
    actor: admin,
    action: 'role.grant',
    entity: 'account',
    entityId: editor.accountId,
    before: { roles: [] },
    after: { roles: ['editor'] },
  });
  await audit.record({
    actor: editor,
    action: 'tip.update',
    entity: 'tip',
    entityId: '7',
    before: { title: 'Oud' },
    after: { title: 'Nieuw' },
  });
  await audit.record({
    actor: admin,
    action: 'export.csv',
    entity: 'count',
    after: { campaign: 2026, rows: 12 },
  });
});
afterAll(() => t.close());

const get = (query: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url: `${URL}${query}`, headers });

describe('GET /api/office/v1/audit', () => {
  it('answers 401 to anonymous callers and 403 to accounts without the admin role', async () => {
    const anonymous = await get('', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Log in om de beheeromgeving te gebruiken.');
    for (const who of [plain, editor]) {
      const res = await get('', who.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'Je hebt geen toegang tot dit deel van de beheeromgeving.',
      });
    }
  });

  it('lists every entry newest first, with who did it', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const body = res.json<AuditList>();
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 50 });
    expect(body.items.map((i) => i.action)).toEqual([
      'export.csv',
      'tip.update',
      'role.grant',
      'role.grant',
    ]);
    expect(body.items[1]).toMatchObject({
      actor: { accountId: editor.accountId, email: 'redactie@example.nl' },
      entity: 'tip',
      entityId: '7',
      before: { title: 'Oud' },
      after: { title: 'Nieuw' },
    });
    expect(body.items[3]).toMatchObject({ actor: null, before: null });
    // The account a role went to is named by its address, so the log reads as sentences.
    expect(body.items[2]).toMatchObject({ subjectEmail: 'redactie@example.nl' });
    expect(body.items[1]).toMatchObject({ subjectEmail: null });
  });

  it('filters by actor (e-mail part or id), action, entity and Amsterdam days', async () => {
    const ids = async (query: string) =>
      (await get(query)).json<AuditList>().items.map((i) => i.action);
    expect(await ids('?actor=REDACTIE')).toEqual(['tip.update']);
    expect(await ids(`?actor=${admin.accountId}`)).toEqual(['export.csv', 'role.grant']);
    expect(await ids('?action=grant&entity=account')).toEqual(['role.grant', 'role.grant']);
    expect(await ids('?entity=tip&entityId=7')).toEqual(['tip.update']);
    // 23:30 on the 13th is the first entry; the rest fall on the 14th (Amsterdam time).
    expect(await ids('?from=2026-02-13&to=2026-02-13')).toEqual(['role.grant']);
    expect(await ids('?from=2026-02-14')).toHaveLength(3);
    expect(await ids('?actor=100%25')).toEqual([]);
    // By area of the office (issue 31).
    expect(await ids('?area=rollen')).toEqual(['role.grant', 'role.grant']);
    expect(await ids('?area=inhoud')).toEqual(['tip.update']);
    expect(await ids('?area=export&actor=redactie')).toEqual([]);
  });

  it('pages the list', async () => {
    const second = (await get('?pageSize=3&page=2')).json();
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.items).toHaveLength(1);
  });

  it('refuses bad filters with a Dutch 400', async () => {
    for (const [query, text] of [
      ['?from=13-02-2026', 'datum als 2026-02-13'],
      ['?from=2026-02-31', 'geen bestaande datum'],
      ['?from=2026-02-14&to=2026-02-13', 'ligt na'],
      ['?pageSize=500', 'pageSize'],
      ['?page=0', 'page'],
      [`?actor=${'x'.repeat(201)}`, 'te lang'],
      ['?area=tips', 'Kies een onderdeel'],
    ] as const) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toContain(text);
    }
  });
});
