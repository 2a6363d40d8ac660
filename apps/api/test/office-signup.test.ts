import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CAMPAIGN, retentionDeadline } from '@tvt/domain';
import { COUNT_NOW, validCountBody } from '../bench/count-body.ts';
import { csvLine } from '../src/modules/newsletter/csv.ts';
import { type OfficeSession, createOfficeSession } from './helpers/office-session.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

const OFFICE = '/api/office/v1';
let t: TestApp;
let admin: OfficeSession;
let editor: OfficeSession;
let moderator: OfficeSession;
let plain: OfficeSession;

beforeAll(async () => {
  t = await createTestApp({ now: () => COUNT_NOW, env: { RETENTION_MONTHS: '18' } });
  const nowSeconds = Math.floor(COUNT_NOW.getTime() / 1000);
  admin = await createOfficeSession(t, ['admin'], { nowSeconds });
  editor = await createOfficeSession(t, ['editor'], { nowSeconds });
  moderator = await createOfficeSession(t, ['moderator'], { nowSeconds });
  plain = await createOfficeSession(t, [], { nowSeconds });
});
afterAll(async () => {
  await t?.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await t.database.db.execute(query);
  return (result as { rows: T[] }).rows;
}
const auditRows = () =>
  rows<{ action: string; actor_account_id: string | null; before: unknown; after: unknown }>(
    sql`select action, actor_account_id, before, after from audit_log order by id`,
  );
const reminderRows = () => rows(sql`select * from reminder_message`);
const good = { subject: 'De telling is begonnen', text: 'Tel een half uur mee!', scheduled: true };

describe('office access to the reminder, the newsletter and the retention', () => {
  const endpoints = [
    { method: 'GET', url: `${OFFICE}/reminder`, role: 'editor' },
    { method: 'PUT', url: `${OFFICE}/reminder`, role: 'editor', payload: good },
    { method: 'GET', url: `${OFFICE}/newsletter.csv`, role: 'admin' },
    { method: 'GET', url: `${OFFICE}/retention`, role: 'admin' },
  ] as const;

  it('answers 401 to anonymous callers and 403 to accounts without the role, changing nothing', async () => {
    for (const endpoint of endpoints) {
      const request = {
        method: endpoint.method,
        url: endpoint.url,
        payload: 'payload' in endpoint ? endpoint.payload : undefined,
      };
      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode, endpoint.url).toBe(401);
      expect(anonymous.json().message).toBe('Log in om de beheeromgeving te gebruiken.');
      const wrong = endpoint.role === 'admin' ? [plain, moderator, editor] : [plain, moderator];
      for (const session of wrong) {
        const res = await t.app.inject({ ...request, headers: session.headers });
        expect(res.statusCode, endpoint.url).toBe(403);
        expect(res.json().message).toBe('Je hebt geen toegang tot dit deel van de beheeromgeving.');
      }
    }
    expect(await reminderRows()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });
});

describe('the reminder in the office', () => {
  const put = (payload: unknown, session = editor) =>
    t.app.inject({
      method: 'PUT',
      url: `${OFFICE}/reminder`,
      payload: payload as object,
      headers: session.headers,
    });

  it('refuses bad input with a Dutch 400, storing and auditing nothing', async () => {
    for (const [payload, message] of [
      [{ ...good, subject: '   ' }, 'Vul een onderwerp in.'],
      [{ ...good, subject: 'Twee\nregels' }, 'Het onderwerp moet op één regel passen.'],
      [{ ...good, subject: 'x'.repeat(201) }, 'Het onderwerp mag maximaal 200 tekens bevatten.'],
      [{ ...good, text: '' }, 'Vul de tekst van de herinnering in.'],
      [{ ...good, text: 'x'.repeat(10_001) }, 'De tekst mag maximaal 10000 tekens bevatten.'],
      [{ subject: 'a', text: 'b' }, "Het veld 'scheduled' moet waar of onwaar zijn."],
      [{ ...good, subject: 7 }, "Het veld 'subject' moet tekst zijn."],
    ] as const) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await reminderRows()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it('saves the reminder, shows the sign-ups, and audits who changed what', async () => {
    const res = await put(good);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      campaignYear: DEFAULT_CAMPAIGN.year,
      phase2Start: DEFAULT_CAMPAIGN.phase2Start.toISOString(),
      reminder: { ...good, updatedAt: COUNT_NOW.toISOString() },
      signups: { unconfirmed: 0, confirmed: 0, unsubscribed: 0, sent: 0 },
    });
    const second = await put({ ...good, scheduled: false }, admin);
    expect(second.statusCode).toBe(200);
    const got = await t.app.inject({ url: `${OFFICE}/reminder`, headers: editor.headers });
    expect(got.json().data.reminder.scheduled).toBe(false);
    expect(await auditRows()).toEqual([
      { action: 'reminder.update', actor_account_id: editor.accountId, before: null, after: good },
      {
        action: 'reminder.update',
        actor_account_id: admin.accountId,
        before: good,
        after: { ...good, scheduled: false },
      },
    ]);
  });
});

describe('the newsletter export and the retention plan', () => {
  it('writes RFC 4180 fields and keeps a spreadsheet from running a cell', () => {
    expect(csvLine(['a,b', 'zeg "hoi"', 'twee\nregels', '+31', 'gewoon'])).toBe(
      `"a,b","zeg ""hoi""","twee\nregels",'+31,gewoon\r\n`,
    );
  });

  async function submit(userData: Record<string, unknown>) {
    const body = validCountBody();
    body.userData = { ...body.userData, ...userData };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/count/v1/inzending',
      payload: body,
    });
    expect(res.statusCode).toBe(200);
  }

  it('exports e-mail and name of the participants who opted in, once per address, as CSV', async () => {
    await submit({
      emailAddress: 'merel@voorbeeld.nl',
      firstName: 'Merel',
      lastNamePrefix: 'van',
      lastName: 'Dijk',
      newsLetter: true,
    });
    await submit({
      emailAddress: 'merel@voorbeeld.nl',
      firstName: 'Merel',
      lastNamePrefix: 'van',
      lastName: 'Dijk',
      newsLetter: true,
    });
    await submit({
      emailAddress: 'geen@voorbeeld.nl',
      firstName: 'Geen',
      lastName: 'Nieuwsbrief',
      newsLetter: false,
    });
    await submit({
      emailAddress: '=som@voorbeeld.nl',
      firstName: 'Zoë',
      lastNamePrefix: '',
      lastName: 'de Boer',
      newsLetter: true,
    });

    const res = await t.app.inject({ url: `${OFFICE}/newsletter.csv`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="nieuwsbrief-alle.csv"');
    expect(res.body).toBe(
      'email,voornaam,tussenvoegsel,achternaam\r\n' +
        "'=som@voorbeeld.nl,Zoë,,De Boer\r\n" +
        'merel@voorbeeld.nl,Merel,van,Dijk\r\n',
    );
    const other = await t.app.inject({
      url: `${OFFICE}/newsletter.csv?campaign=2026`,
      headers: admin.headers,
    });
    expect(other.body).toBe('email,voornaam,tussenvoegsel,achternaam\r\n');
    // For Dutch Excel: `;` between the fields and a byte order mark, so Zoë reads right.
    const sheet = await t.app.inject({
      url: `${OFFICE}/newsletter.csv?flavour=spreadsheet`,
      headers: admin.headers,
    });
    expect(sheet.headers['content-disposition']).toBe(
      'attachment; filename="nieuwsbrief-alle-spreadsheet.csv"',
    );
    expect(sheet.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(sheet.rawPayload.subarray(3).toString('utf8')).toBe(
      'email;voornaam;tussenvoegsel;achternaam\r\n' +
        "'=som@voorbeeld.nl;Zoë;;De Boer\r\n" +
        'merel@voorbeeld.nl;Merel;van;Dijk\r\n',
    );
    const odd = await t.app.inject({
      url: `${OFFICE}/newsletter.csv?flavour=excel`,
      headers: admin.headers,
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBe("Het veld 'flavour' moet spreadsheet of program zijn.");
    const bad = await t.app.inject({
      url: `${OFFICE}/newsletter.csv?campaign=nee`,
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Het veld 'campaign' moet een jaartal zijn.");

    const exports = (await auditRows()).filter((r) => r.action === 'newsletter.export');
    expect(exports).toEqual([
      {
        action: 'newsletter.export',
        actor_account_id: admin.accountId,
        before: null,
        after: { rows: 2, campaign: null, flavour: 'program' },
      },
      {
        action: 'newsletter.export',
        actor_account_id: admin.accountId,
        before: null,
        after: { rows: 0, campaign: 2026, flavour: 'program' },
      },
      {
        action: 'newsletter.export',
        actor_account_id: admin.accountId,
        before: null,
        after: { rows: 2, campaign: null, flavour: 'spreadsheet' },
      },
    ]);
  });

  it('shows when each campaign’s personal data is deleted', async () => {
    const res = await t.app.inject({ url: `${OFFICE}/retention`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      months: 18,
      campaigns: [
        {
          year: DEFAULT_CAMPAIGN.year,
          campaignEnd: DEFAULT_CAMPAIGN.phase3Start.toISOString(),
          deleteAt: retentionDeadline(DEFAULT_CAMPAIGN, 18).toISOString(),
          countsWithPersonalData: 4,
          reminderSignups: 0,
        },
      ],
    });
  });
});
