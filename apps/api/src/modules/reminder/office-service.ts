import {
  type Campaign,
  REMINDER_SUBJECT_MAX,
  REMINDER_TEXT_MAX,
  isSingleLine,
  reminderMailText,
  reminderWindowOpen,
} from '@tvt/domain';
import { HttpError } from '../../http-error.ts';
import type { AuditEntry } from '../audit/service.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ReminderRepository, ReminderText, SignupTally } from './repository.ts';

/** How long a sender holds the rows it claimed; a crashed sender's rows are free again after. */
const CLAIM_MS = 5 * 60_000;
const BATCH = 50;

export interface ReminderOverview {
  campaignYear: number;
  phase2Start: Date;
  reminder: ReminderText | undefined;
  signups: SignupTally;
  externalSignUp: string | null;
}

export interface ReminderInput {
  subject: string;
  text: string;
  scheduled: boolean;
}

export interface ReminderOfficeOptions {
  repository: ReminderRepository;
  mailer: Mailer;
  campaign: () => Promise<Campaign>;
  now: () => Date;
  unsubscribeLink: (token: string) => string;
  onSendError: (error: unknown) => void;
  audit: { record(entry: AuditEntry): Promise<unknown> };
  /** The sign-up link that replaces the app's own sign-up (operator's env, else the office). */
  externalSignUp: () => Promise<string | null>;
  /** The office member's own address, for the test mail. */
  emailOf: (accountId: string) => Promise<string | undefined>;
}

/** The subject and text, trimmed, or a Dutch 400 naming the field. */
function checked(input: ReminderInput): { subject: string; text: string } {
  const subject = input.subject.trim();
  const text = input.text.trim();
  if (!subject) throw new HttpError(400, 'Vul een onderwerp in.', 'subject');
  if (!isSingleLine(subject)) {
    throw new HttpError(400, 'Het onderwerp moet op één regel passen.', 'subject');
  }
  if (subject.length > REMINDER_SUBJECT_MAX) {
    throw new HttpError(
      400,
      `Het onderwerp mag maximaal ${REMINDER_SUBJECT_MAX} tekens bevatten.`,
      'subject',
    );
  }
  if (!text) throw new HttpError(400, 'Vul de tekst van de herinnering in.', 'text');
  if (text.length > REMINDER_TEXT_MAX) {
    throw new HttpError(400, `De tekst mag maximaal ${REMINDER_TEXT_MAX} tekens bevatten.`, 'text');
  }
  return { subject, text };
}

/** The office's side of the reminder: write it, schedule it, count the sign-ups, send it. */
export function createReminderOfficeService(options: ReminderOfficeOptions) {
  const { repository, mailer, now } = options;

  return {
    async overview(): Promise<ReminderOverview> {
      const campaign = await options.campaign();
      const [reminder, signups, externalSignUp] = await Promise.all([
        repository.findMessage(campaign.year),
        repository.tally(campaign.year),
        options.externalSignUp(),
      ]);
      const { year, phase2Start } = campaign;
      return { campaignYear: year, phase2Start, reminder, signups, externalSignUp };
    },

    /**
     * The reminder as a recipient gets it, sent to the office member alone; stores nothing. The
     * way-out link is a sample: the real one is made per recipient.
     */
    async sendTest(actor: { accountId: string }, input: ReminderInput): Promise<string> {
      const { subject, text } = checked(input);
      const to = await options.emailOf(actor.accountId);
      if (!to) throw new HttpError(400, 'Je account heeft geen e-mailadres om naar te sturen.');
      await mailer.send({
        to,
        kind: 'reminder',
        subject: `[Test] ${subject}`,
        text: reminderMailText(text, options.unsubscribeLink('voorbeeld')),
      });
      return to;
    },

    /** Saves the current campaign's reminder, audited with what was there before. */
    async save(actor: { accountId: string }, input: ReminderInput) {
      const { subject, text } = checked(input);
      const campaign = await options.campaign();
      const before = await repository.findMessage(campaign.year);
      const value = { subject, body: text, scheduled: input.scheduled };
      await repository.saveMessage(campaign.year, value, now());
      const fields = (m: { subject: string; body: string; scheduled: boolean }) => ({
        subject: m.subject,
        text: m.body,
        scheduled: m.scheduled,
      });
      await options.audit.record({
        actor,
        action: 'reminder.update',
        entity: 'reminder',
        entityId: String(campaign.year),
        before: before && fields(before),
        after: fields(value),
      });
    },

    /**
     * Sends the scheduled reminder to every confirmed address not yet reminded, in claimed
     * batches; safe to run on every instance at once. Returns the number of mails sent here.
     * Once `signal` is aborted (SIGTERM) it stops before the next mail and releases the rest
     * of its batch, so the next round anywhere sends them instead of waiting out the claim.
     */
    async sendDue(signal?: AbortSignal): Promise<number> {
      const campaign = await options.campaign();
      const at = now();
      if (!reminderWindowOpen(at, campaign)) return 0;
      const message = await repository.findMessage(campaign.year);
      if (!message?.scheduled) return 0;
      let sent = 0;
      for (;;) {
        const start = now();
        const claimed = await repository.claimDue(
          campaign.year,
          start,
          new Date(start.getTime() + CLAIM_MS),
          BATCH,
        );
        if (claimed.length === 0) return sent;
        for (const [index, row] of claimed.entries()) {
          if (signal?.aborted) {
            await repository.releaseAll(claimed.slice(index).map((r) => r.id));
            return sent;
          }
          try {
            await mailer.send({
              to: row.emailAddress,
              kind: 'reminder',
              subject: message.subject,
              text: reminderMailText(message.body, options.unsubscribeLink(row.unsubscribeToken)),
            });
            await repository.markReminded(row.id, now());
            sent += 1;
          } catch (error) {
            await repository.releaseAll(claimed.slice(index).map((r) => r.id));
            options.onSendError(error);
            return sent;
          }
        }
      }
    },
  };
}

export type ReminderOfficeService = ReturnType<typeof createReminderOfficeService>;
