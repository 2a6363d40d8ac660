import { randomUUID } from 'node:crypto';
import { type Campaign, normaliseEmail, phaseAt, validateEmail } from '@tvt/domain';
import { HttpError } from '../../http-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { confirmSignupMail } from './mails.ts';
import type { ReminderRepository } from './repository.ts';
import { hashToken, isToken, newToken } from './tokens.ts';

/** A second confirmation mail to the same address waits this long. */
const RESEND_AFTER_MS = 10 * 60_000;

export interface SignupOptions {
  repository: ReminderRepository;
  mailer: Mailer;
  campaign: () => Promise<Campaign>;
  now: () => Date;
  /** The public pages' links (`PUBLIC_URL/aanmelding/…?token=`). */
  links: { confirm: (token: string) => string; unsubscribe: (token: string) => string };
}

export type LinkOutcome = 'done' | 'unknown';

/**
 * The public side of the reminder: sign up, confirm, unsubscribe. Every sign-up gets the same
 * answer whatever the address's state, so nothing tells a stranger whether an address is known.
 */
export function createSignupService(options: SignupOptions) {
  const { repository, mailer, now } = options;

  return {
    async signUp(rawEmail: string): Promise<void> {
      const email = normaliseEmail(rawEmail);
      const problem = validateEmail(email);
      if (problem) throw new HttpError(400, problem, 'email');
      const campaign = await options.campaign();
      const at = now();
      if (phaseAt(at, campaign) !== 1) {
        throw new HttpError(
          409,
          'Aanmelden voor een herinnering kan alleen vóór de telling. Je kunt nu meteen meetellen.',
        );
      }
      const known = await repository.findSignup(campaign.year, email);
      if (known?.status === 'confirmed') return;
      const sentAt = known?.confirmationSentAt?.getTime();
      if (known?.status === 'unconfirmed' && sentAt && at.getTime() - sentAt < RESEND_AFTER_MS) {
        return;
      }
      const token = newToken();
      await repository.upsertUnconfirmed({
        id: randomUUID(),
        year: campaign.year,
        email,
        confirmTokenHash: hashToken(token),
        unsubscribeToken: newToken(),
        at,
      });
      await mailer.send({ to: email, ...confirmSignupMail(options.links.confirm(token)) });
    },

    async confirm(token: unknown): Promise<LinkOutcome> {
      if (!isToken(token)) return 'unknown';
      return (await repository.confirm(hashToken(token), now())) ? 'done' : 'unknown';
    },

    async unsubscribe(token: unknown): Promise<LinkOutcome> {
      if (!isToken(token)) return 'unknown';
      return (await repository.unsubscribe(token, now())) ? 'done' : 'unknown';
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;
