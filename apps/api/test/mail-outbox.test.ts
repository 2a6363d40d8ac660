import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../src/modules/mail/mailer.ts';
import { verificationMail } from '../src/modules/mail/messages.ts';

describe('mailer without SMTP_URL', () => {
  it('writes one .eml per message to the outbox and logs it without the address', async () => {
    const outbox = join(mkdtempSync(join(tmpdir(), 'tvt-mail-')), 'outbox');
    const lines: string[] = [];
    const { log } = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    const mailer = createMailer(
      {
        transport: 'outbox',
        smtpUrl: undefined,
        from: 'Tuinvogeltelling <noreply@tvt.nl>',
        outboxDir: outbox,
      },
      log,
    );
    const mail = verificationMail({
      code: '042917',
      link: 'http://localhost/oidc/verify',
      minutes: 30,
    });
    await mailer.send({ to: 'vink@voorbeeld.nl', ...mail });
    await mailer.send({ to: 'mus@voorbeeld.nl', ...mail });
    const files = readdirSync(outbox);
    expect(files).toHaveLength(2);
    const first = readFileSync(join(outbox, files.sort()[0]!), 'utf8');
    expect(first).toMatch(/^To: (vink|mus)@voorbeeld\.nl$/m);
    expect(first).toContain('Subject: Bevestig je e-mailadres');
    expect(first).toContain('042917');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(JSON.parse(line)).toMatchObject({
        mail: 'verify-email',
        msg: 'mail written to the outbox',
      });
      expect(line).not.toContain('voorbeeld.nl');
    }
  });
});
