import { createHash } from 'node:crypto';
import type { ThrottleRepository } from '../credentials/throttle-repository.ts';

/**
 * How many code mails (verification, reset, the mail a registration with a known address
 * sends) one address and one client may cause (MAIL_LIMIT_ADDRESS_HOUR, MAIL_LIMIT_CLIENT_HOUR;
 * one per address per minute). Counted per address whether or not it has an account, so a
 * refusal says nothing about it.
 */
export interface MailLimits {
  perAddressHour: number;
  perClientHour: number;
}

export const DEFAULT_MAIL_LIMITS: MailLimits = { perAddressHour: 5, perClientHour: 20 };

export const MAIL_LIMITED =
  'Er is net al een e-mail met een code naar dit adres gestuurd. Kijk ook in je map met ongewenste e-mail, of wacht even en probeer het dan opnieuw.';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The address is hashed so the throttle table holds none. */
const addressKey = (email: string) => createHash('sha256').update(email).digest('hex');

export function createMailLimiter(
  repo: ThrottleRepository,
  now: () => Date,
  limits: MailLimits = DEFAULT_MAIL_LIMITS,
) {
  const hit = (key: string, windowMs: number) =>
    repo.hit(key, now(), new Date(now().getTime() - windowMs));
  return {
    /**
     * Counts one mail to `email` asked by `client`; false when it must not go out. Each count
     * is taken only when the one before allowed it, so a client hammering one address does not
     * use up its own hour, nor that address's.
     */
    async allow(email: string, client: string): Promise<boolean> {
      const address = addressKey(email);
      return (
        (await hit(`mail-minute:${address}`, MINUTE)) <= 1 &&
        (await hit(`mail-hour:${address}`, HOUR)) <= limits.perAddressHour &&
        (await hit(`mail-client:${client}`, HOUR)) <= limits.perClientHour
      );
    },
  };
}

export type MailLimiter = ReturnType<typeof createMailLimiter>;
