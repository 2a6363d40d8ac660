import { createHash } from 'node:crypto';
import type { ThrottleRepository } from './throttle-repository.ts';

/**
 * Wrong passwords allowed per e-mail address (known or not) and per client address in one
 * window (LOGIN_THROTTLE_ACCOUNT_MAX, LOGIN_THROTTLE_IP_MAX, LOGIN_THROTTLE_MINUTES).
 */
export interface ThrottleLimits {
  perAccount: number;
  perIp: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  perAccount: 5,
  perIp: 30,
  windowMs: 15 * 60_000,
};

export function tooManyAttempts(windowMs: number): string {
  const minutes = Math.round(windowMs / 60_000);
  const wait = minutes === 1 ? '1 minuut' : `${minutes} minuten`;
  return `Te veel pogingen. Wacht ${wait} en probeer het dan opnieuw, of stel een nieuw wachtwoord in.`;
}

/** The e-mail is hashed so the throttle table holds no address. */
function accountKey(email: string): string {
  return `account:${createHash('sha256').update(email).digest('hex')}`;
}

export function createLoginThrottle(
  repo: ThrottleRepository,
  now: () => Date,
  limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
) {
  const since = () => new Date(now().getTime() - limits.windowMs);
  return {
    /** The Dutch refusal, naming this window's length. */
    message: tooManyAttempts(limits.windowMs),
    async blocked(email: string, ip: string): Promise<boolean> {
      const [perAccount, perIp] = await Promise.all([
        repo.failures(accountKey(email), since()),
        repo.failures(`ip:${ip}`, since()),
      ]);
      return perAccount >= limits.perAccount || perIp >= limits.perIp;
    },
    async fail(email: string, ip: string): Promise<void> {
      await repo.recordFailure(accountKey(email), now(), since());
      await repo.recordFailure(`ip:${ip}`, now(), since());
    },
    async succeed(email: string): Promise<void> {
      await repo.clear(accountKey(email));
    },
    cleanUp: () => repo.deleteOlderThan(since()),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
