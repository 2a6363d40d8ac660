import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OfficeSession, createOfficeSession } from './helpers/office-session.ts';
import { mailText } from './helpers/signup-mail.ts';
import { type SmtpReceiver, startSmtpReceiver } from './helpers/smtp-receiver.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

/**
 * Issue 31: 'Stuur mij een testmail' — the reminder as written goes to the office member alone,
 * through the real SMTP transport (a local receiver), and nothing is stored or sent to anyone
 * else. The overview says when the campaign's sign-up link replaces the app's own sign-up.
 */
const URL = '/api/office/v1/reminder';
const EXTERNAL = 'https://aanmelden.example.org/tuinvogeltelling';
let smtp: SmtpReceiver;
let t: TestApp;
let editor: OfficeSession;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, CAMPAIGN_SIGNUP_URL: EXTERNAL } });
  editor = await createOfficeSession(t, ['editor'], { email: 'redactie@example.nl' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const send = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${URL}/test`, headers: editor.headers, payload });

describe('POST /api/office/v1/reminder/test', () => {
  it('mails the unsaved reminder to the caller, as a recipient sees it, and stores nothing', async () => {
    const res = await send({
      subject: 'De telling is begonnen',
      text: 'Tel vandaag een half uur.',
      scheduled: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { sentTo: 'redactie@example.nl' } });
    const mail = await smtp.waitFor((m) => m.to.includes('redactie@example.nl'));
    expect(mail.to).toEqual(['redactie@example.nl']);
    expect(mail.raw).toMatch(/^Subject: \[Test\] De telling is begonnen/m);
    const text = mailText(mail);
    expect(text).toContain('Tel vandaag een half uur.');
    expect(text).toContain('Afmelden: ');
    const stored: unknown = await t.database.db.execute(sql`select * from reminder_message`);
    expect((stored as { rows: unknown[] }).rows).toEqual([]);
  });

  it('refuses a reminder it would refuse to save, and sends nothing', async () => {
    const before = smtp.mails.length;
    const res = await send({ subject: 'Twee\nregels', text: 'x', scheduled: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Het onderwerp moet op één regel passen.');
    expect(smtp.mails.length).toBe(before);
  });
});

describe('GET /api/office/v1/reminder', () => {
  it("names the sign-up link that replaces the app's own sign-up", async () => {
    const res = await t.app.inject({ url: URL, headers: editor.headers });
    expect(res.json().data.externalSignUp).toBe(EXTERNAL);
  });
});
