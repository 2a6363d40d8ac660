import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Mailer } from '../mail/mailer.ts';
import { resetMail, verificationMail } from '../mail/messages.ts';
import { CODE_MAX_ATTEMPTS, CODE_VALID_MINUTES, codeMatches, hashCode, newCode } from './codes.ts';
import type { MailLimiter } from './mail-limits.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../credentials/passwords.ts';
import type { AccountRepository, CodePurpose, MailAccountRow } from './repository.ts';

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastNamePrefix: string | null;
  lastName: string;
  postalCode: string;
  streetNumber: string;
  streetNumberAddition: string | null;
  street: string;
  city: string;
}

export interface CredentialOptions {
  repo: AccountRepository;
  mailer: Mailer;
  now: () => Date;
  /** Where the web app lives: the verification link opens it with `verified=1`. */
  verifyLink: (email: string, code: string) => string;
  /** Code mails per address and per client (mail-limits.ts); absent only in scripts that mail nothing. */
  limiter?: MailLimiter;
  /** A code mail that failed after the answer went out. */
  onMailError?: (error: unknown) => void;
  /** Every answer that may mail comes this long after the request (default 250 ms). */
  answerMs?: number;
}

/** Whether the mail a request asked for may go out; `limited` answers with MAIL_LIMITED. */
export type MailOutcome = 'done' | 'limited';

/**
 * Register, verify, log in and reset. Every answer that depends on an e-mail being registered
 * looks the same from outside (spec: no message reveals it); the mail tells the owner.
 */
export function createCredentialService(options: CredentialOptions) {
  const { repo, mailer, now } = options;
  const limiter = options.limiter ?? { allow: () => Promise.resolve(true) };
  const onMailError = options.onMailError ?? (() => undefined);
  const answerMs = options.answerMs ?? 250;

  /**
   * The answer comes `answerMs` after `started` whether a mail goes out or not, and the mail
   * is made and sent after answering (decision 097): a known and an unknown address take the
   * same time.
   */
  async function atFixedTime(started: number, mail?: () => Promise<void>): Promise<void> {
    const wait = answerMs - (performance.now() - started);
    if (wait > 0) await sleep(wait);
    // Only after the answer is written (setImmediate runs once the route has sent it): the
    // mail's database write and SMTP work cannot delay the answer of a known address.
    if (mail) setImmediate(() => void mail().catch(onMailError));
  }

  async function sendCode(row: MailAccountRow, purpose: CodePurpose): Promise<void> {
    const code = newCode();
    const expiresAt = new Date(now().getTime() + CODE_VALID_MINUTES * 60_000);
    await repo.saveCode(row.id, purpose, hashCode(row.id, code), expiresAt);
    const mail =
      purpose === 'verify'
        ? verificationMail({
            code,
            link: options.verifyLink(row.email, code),
            minutes: CODE_VALID_MINUTES,
          })
        : resetMail({ code, minutes: CODE_VALID_MINUTES });
    await mailer.send({ to: row.email, ...mail });
  }

  /** True and the code is spent when it matches; a wrong or stale code counts against it. */
  async function useCode(
    row: Pick<MailAccountRow, 'id'>,
    purpose: CodePurpose,
    code: string,
  ): Promise<boolean> {
    const stored = await repo.findCode(row.id, purpose);
    if (!stored || stored.expiresAt <= now() || stored.attempts >= CODE_MAX_ATTEMPTS) return false;
    if (!codeMatches(row.id, code, stored.codeHash)) {
      await repo.countWrongCode(row.id, purpose);
      return false;
    }
    await repo.deleteCode(row.id, purpose);
    return true;
  }

  return {
    /**
     * Always ends at "check your mail" (or the mail limit); a verified address gets a reset
     * code instead. `client` is the client's address, for the mail limit.
     */
    async register(input: Registration, client: string): Promise<MailOutcome> {
      const started = performance.now();
      const { email, password, ...details } = input;
      if (!(await limiter.allow(email, client))) return 'limited';
      const passwordHash = await hashPassword(password);
      const existing = await repo.findByEmail(email);
      if (existing?.emailVerified) {
        await atFixedTime(started, () => sendCode(existing, 'reset'));
        return 'done';
      }
      if (existing) {
        await repo.replaceUnverified(existing.id, { ...details, passwordHash });
        await atFixedTime(started, () => sendCode({ ...existing, ...details }, 'verify'));
        return 'done';
      }
      const id = randomUUID();
      const row = (await repo.insert({ id, email, passwordHash, ...details }))
        ? await repo.findById(id)
        : undefined;
      await atFixedTime(started, row && (() => sendCode({ ...row, email }, 'verify')));
      return 'done';
    },

    async verifyEmail(email: string, code: string): Promise<MailAccountRow | undefined> {
      const row = await repo.findByEmail(email);
      if (!row || !(await useCode(row, 'verify', code))) return undefined;
      await repo.markVerified(row.id);
      return { ...row, emailVerified: true };
    },

    /** A fresh code for an unverified account, within the mail limit. */
    async resendVerification(email: string, client: string): Promise<MailOutcome> {
      const started = performance.now();
      // First, for every address alike: right after registering, the limit's minute also
      // keeps a login of the unverified account from sending another code.
      if (!(await limiter.allow(email, client))) return 'limited';
      const row = await repo.findByEmail(email);
      const wanted = row && !row.emailVerified ? row : undefined;
      await atFixedTime(started, wanted && (() => sendCode(wanted, 'verify')));
      return 'done';
    },

    /** The account when the password is right; as slow for an unknown address. */
    async authenticate(email: string, password: string): Promise<MailAccountRow | undefined> {
      const row = await repo.findByEmail(email);
      const ok = await verifyPassword(password, row?.passwordHash ?? (await dummyPasswordHash()));
      return ok ? row : undefined;
    },

    /** A reset code, within the mail limit; known and unknown addresses answer alike. */
    async requestReset(email: string, client: string): Promise<MailOutcome> {
      const started = performance.now();
      if (!(await limiter.allow(email, client))) return 'limited';
      const row = await repo.findByEmail(email);
      await atFixedTime(started, row && (() => sendCode(row, 'reset')));
      return 'done';
    },

    /** A reset also proves the address, so it verifies an unverified account. */
    async resetPassword(email: string, code: string, password: string): Promise<boolean> {
      const row = await repo.findByEmail(email);
      if (!row || !(await useCode(row, 'reset', code))) return false;
      await repo.setPassword(row.id, await hashPassword(password));
      if (!row.emailVerified) await repo.markVerified(row.id);
      return true;
    },

    /**
     * A reset code handed to an operator instead of mailed (`admin:create`): the one-time link
     * to set a password. Replaces any pending reset code of the account.
     */
    async issueResetCode(accountId: string): Promise<{ code: string; minutes: number }> {
      const code = newCode();
      const expiresAt = new Date(now().getTime() + CODE_VALID_MINUTES * 60_000);
      await repo.saveCode(accountId, 'reset', hashCode(accountId, code), expiresAt);
      return { code, minutes: CODE_VALID_MINUTES };
    },

    /** The one-time link's form: like a reset, by account id rather than e-mail address. */
    async resetPasswordOf(accountId: string, code: string, password: string): Promise<boolean> {
      const row = await repo.findById(accountId);
      if (!row?.email || !(await useCode(row, 'reset', code))) return false;
      await repo.setPassword(row.id, await hashPassword(password));
      if (!row.emailVerified) await repo.markVerified(row.id);
      return true;
    },
  };
}

export type CredentialService = ReturnType<typeof createCredentialService>;
