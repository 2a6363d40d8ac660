import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditRepository } from '../src/modules/audit/repository.ts';
import { createAuditService } from '../src/modules/audit/service.ts';
import { DEFAULT_CAMPAIGN } from '@tvt/domain';
import { createMailer } from '../src/modules/mail/mailer.ts';
import { createReminderOfficeService } from '../src/modules/reminder/office-service.ts';
import { createReminderRepository } from '../src/modules/reminder/repository.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';
import { type SmtpReceiver, startSmtpReceiver } from './helpers/smtp-receiver.ts';
import { mailText, tokenIn } from './helpers/signup-mail.ts';

const SIGN_UP = '/api/count/v1/aanmelding';
const CONFIRM = '/aanmelding/bevestigen';
const UNSUBSCRIBE = '/aanmelding/afmelden';
const BEFORE = new Date('2025-01-10T12:00:00+01:00');
const DURING = new Date(DEFAULT_CAMPAIGN.phase2Start.getTime() + 60_000);
let clock = BEFORE;
const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});

let smtp: SmtpReceiver;
let t: TestApp;
let ip = 0;
const nextIp = () => `10.1.0.${++ip}`;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({
    now: () => clock,
    logStream,
    env: { LOG_LEVEL: 'debug', SMTP_URL: smtp.url, SIGNUP_RATE_LIMIT: '3' },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const signUp = (email: unknown, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: SIGN_UP, payload: { email }, remoteAddress });
const form = (url: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
    remoteAddress: nextIp(),
  });

async function confirmedSignup(email: string): Promise<void> {
  expect((await signUp(email)).statusCode).toBe(202);
  const mail = await smtp.waitFor((m) => m.to.includes(email));
  expect((await form(CONFIRM, tokenIn(mail, CONFIRM))).statusCode).toBe(200);
}

describe('the reminder sign-up (double opt-in)', () => {
  it('mails a confirmation link that carries a token, never the address', async () => {
    const res = await signUp('  Merel.Tuin@Voorbeeld.NL ');
    expect(res.statusCode).toBe(202);
    expect(res.json().data.message).toMatch(/^Bijna klaar!/);
    const mail = await smtp.waitFor((m) => m.to.includes('merel.tuin@voorbeeld.nl'));
    expect(mail.raw).toMatch(/^Subject: Bevestig je aanmelding/m);
    const link = /(http\S+\/aanmelding\/bevestigen\S+)/.exec(mailText(mail))?.[1] ?? '';
    expect(link).not.toMatch(/merel|voorbeeld|%40|@/i);

    const token = tokenIn(mail, CONFIRM);
    const page = await t.app.inject({ url: `${CONFIRM}?token=${token}`, remoteAddress: nextIp() });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Aanmelding bevestigen');
    // Opening the link only asks: a mail scanner does not confirm anyone.
    const before = await t.database.db.execute(
      "select status from reminder_signup where email_address = 'merel.tuin@voorbeeld.nl'",
    );
    expect(JSON.stringify(before)).toContain('unconfirmed');

    const done = await form(CONFIRM, token);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Je aanmelding is bevestigd');
    // A token works once.
    const again = await form(CONFIRM, token);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('Deze link werkt niet');
  });

  it('answers a known address the same way and sends no second mail at once', async () => {
    const email = 'vink@voorbeeld.nl';
    expect((await signUp(email)).statusCode).toBe(202);
    await smtp.waitFor((m) => m.to.includes(email));
    const second = await signUp(email);
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual((await signUp('nieuw.adres@voorbeeld.nl')).json());
    await smtp.waitFor((m) => m.to.includes('nieuw.adres@voorbeeld.nl'));
    expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('refuses bad input with a Dutch 400 and stores nothing', async () => {
    const count = async () =>
      JSON.stringify(await t.database.db.execute('select count(*)::int as n from reminder_signup'));
    const stored = await count();
    for (const [payload, message] of [
      [{ email: 'geen-adres' }, 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.'],
      [{ email: '' }, 'Vul je e-mailadres in.'],
      [{ email: 42 }, "Het veld 'email' moet tekst zijn."],
      [{}, "Het veld 'email' moet tekst zijn."],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: SIGN_UP,
        payload,
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: SIGN_UP,
      headers: { 'content-type': 'application/json' },
      payload: '{nee',
      remoteAddress: nextIp(),
    });
    expect(notJson.statusCode).toBe(400);
    expect(await count()).toBe(stored);
  });

  it('limits sign-ups per client address (SIGNUP_RATE_LIMIT)', async () => {
    const from = '10.9.9.9';
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1)
      codes.push((await signUp(`limiet${i}@voorbeeld.nl`, from)).statusCode);
    expect(codes).toEqual([202, 202, 202, 429]);
  });

  it('shows a broken link as a Dutch page, not an error', async () => {
    for (const url of [
      CONFIRM,
      `${CONFIRM}?token=kort`,
      `${UNSUBSCRIBE}?token=${'x'.repeat(43)}`,
    ]) {
      const res = await t.app.inject({ url, remoteAddress: nextIp() });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
    const unknown = await form(UNSUBSCRIBE, 'y'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Deze link werkt niet');
  });
});

describe('the reminder itself', () => {
  it('goes once to every confirmed address, however many senders race', async () => {
    const addresses = [
      'a.koolmees@voorbeeld.nl',
      'b.pimpelmees@voorbeeld.nl',
      'c.winterkoning@voorbeeld.nl',
    ];
    for (const email of addresses) await confirmedSignup(email);
    const repository = createReminderRepository(t.database.db);
    await repository.saveMessage(
      DEFAULT_CAMPAIGN.year,
      {
        subject: 'De telling is begonnen',
        body: 'Tel vandaag een half uur de vogels in je tuin.',
        scheduled: true,
      },
      BEFORE,
    );
    clock = DURING;
    const sender = () =>
      createReminderOfficeService({
        repository: createReminderRepository(t.database.db),
        mailer: createMailer(t.config.mail, t.app.log),
        campaign: () => Promise.resolve(DEFAULT_CAMPAIGN),
        now: () => clock,
        unsubscribeLink: (token) => `${t.config.publicUrl}${UNSUBSCRIBE}?token=${token}`,
        onSendError: (error) => {
          throw error;
        },
        audit: createAuditService(createAuditRepository(t.database.db), () => clock),
        externalSignUp: () => Promise.resolve(null),
        emailOf: () => Promise.resolve(undefined),
      });
    const sent = await Promise.all([sender().sendDue(), sender().sendDue(), sender().sendDue()]);
    // Merel and the three above; the others never confirmed.
    expect(sent.reduce((a, b) => a + b, 0)).toBe(addresses.length + 1);
    expect(await sender().sendDue()).toBe(0);

    const reminders = smtp.mails.filter((m) => /^Subject: De telling is begonnen/m.test(m.raw));
    const recipients = reminders.flatMap((m) => m.to).sort();
    expect(recipients).toEqual([...addresses, 'merel.tuin@voorbeeld.nl'].sort());
    expect(await repository.tally(DEFAULT_CAMPAIGN.year)).toMatchObject({ sent: 4, confirmed: 4 });

    // The way out works without logging in.
    const mail = reminders.find((m) => m.to.includes(addresses[0]!))!;
    expect(mailText(mail)).toContain('Tel vandaag een half uur de vogels in je tuin.');
    const token = tokenIn(mail, UNSUBSCRIBE);
    const ask = await t.app.inject({
      url: `${UNSUBSCRIBE}?token=${token}`,
      remoteAddress: nextIp(),
    });
    expect(ask.body).toContain('Wil je geen herinnering meer ontvangen');
    const done = await form(UNSUBSCRIBE, token);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Je bent afgemeld');
    expect(await repository.tally(DEFAULT_CAMPAIGN.year)).toMatchObject({
      unsubscribed: 1,
      confirmed: 3,
    });
  });

  it('takes no sign-ups once the count has begun', async () => {
    clock = DURING;
    const res = await signUp('laat@voorbeeld.nl');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^Aanmelden voor een herinnering kan alleen vóór de telling/,
    );
  });

  it('never writes an address or a token into the log', () => {
    const log = lines.join('');
    expect(log).toContain('reminder-confirm');
    expect(log).not.toMatch(/voorbeeld\.nl/i);
    expect(log).not.toMatch(/token=/);
  });
});
