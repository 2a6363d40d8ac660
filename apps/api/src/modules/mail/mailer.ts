import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../../env-stateless.ts';

export type { MailConfig };

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What kind of message, for the log line (which never holds the address). */
  kind: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Nodemailer over SMTP (MAIL_TRANSPORT=smtp, the default when SMTP_URL is set), or its stream transport with every message written as one
 * .eml file to the outbox, so a laptop install and the tests can read the mail.
 */
export function createMailer(config: MailConfig, log: FastifyBaseLogger): Mailer {
  if (config.transport === 'smtp' && config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        log.info({ mail: message.kind }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: config.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      await mkdir(config.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      await writeFile(join(config.outboxDir, name), info.message as Buffer);
      log.info({ mail: message.kind, file: name }, 'mail written to the outbox');
    },
  };
}
