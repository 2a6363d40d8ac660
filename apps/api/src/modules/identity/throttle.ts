import { createHash } from 'node:crypto';
import type { ThrottleRepository } from '../credentials/throttle-repository.ts';

/**
 * Wrong passwords allowed per e-mail address (known or not) from one client, and per client
 * address (LOGIN_THROTTLE_ACCOUNT_MAX, LOGIN_THROTTLE_IP_MAX, LOGIN_THROTTLE_MINUTES).
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

/** The longest window the throttle table holds (the mail limits' hour included). */
const HOUR = 60 * 60_000;

export function tooManyAttempts(windowMs: number): string {
  const minutes = Math.round(windowMs / 60_000);
  const wait = minutes === 1 ? '1 minuut' : `${minutes} minuten`;
  return `Te veel pogingen. Wacht ${wait} en probeer het dan opnieuw, of stel een nieuw wachtwoord in.`;
}

/** The e-mail is hashed so the throttle table holds no address. */
function pairKey(email: string, ip: string): string {
  return createHash('sha256').update(`${email}\n${ip}`).digest('hex');
}

/**
 * Growing waits instead of a lock (decision 097): the limit counts per (address, client) pair,
 * so a stranger's wrong guesses never lock the owner out on their own device. Within one pair
 * `perAccount` failures wait a minute, twice as many the window, four times as many four
 * windows; each client address has its own limit across addresses besides.
 */
export function createLoginThrottle(
  repo: ThrottleRepository,
  now: () => Date,
  limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
) {
  const tiers = [
    { name: 'a', max: limits.perAccount, windowMs: Math.min(60_000, limits.windowMs) },
    { name: 'b', max: limits.perAccount * 2, windowMs: limits.windowMs },
    { name: 'c', max: limits.perAccount * 4, windowMs: limits.windowMs * 4 },
  ];
  const since = (windowMs: number) => new Date(now().getTime() - windowMs);
  const longest = Math.max(HOUR, limits.windowMs * 4);
  return {
    /** Undefined when this client may try this address now; else the Dutch refusal. */
    async blocked(email: string, ip: string): Promise<string | undefined> {
      const pair = pairKey(email, ip);
      const [perIp, ...perTier] = await Promise.all([
        repo.failures(`ip:${ip}`, since(limits.windowMs)),
        ...tiers.map((t) => repo.failures(`login-${t.name}:${pair}`, since(t.windowMs))),
      ]);
      const longestHit = tiers.filter((t, i) => perTier[i]! >= t.max).at(-1);
      if (longestHit) return tooManyAttempts(longestHit.windowMs);
      return perIp >= limits.perIp ? tooManyAttempts(limits.windowMs) : undefined;
    },
    async fail(email: string, ip: string): Promise<void> {
      const pair = pairKey(email, ip);
      await Promise.all([
        ...tiers.map((t) =>
          repo.recordFailure(`login-${t.name}:${pair}`, now(), since(t.windowMs)),
        ),
        repo.recordFailure(`ip:${ip}`, now(), since(limits.windowMs)),
      ]);
    },
    async succeed(email: string, ip: string): Promise<void> {
      const pair = pairKey(email, ip);
      await Promise.all(tiers.map((t) => repo.clear(`login-${t.name}:${pair}`)));
    },
    cleanUp: () => repo.deleteOlderThan(since(longest)),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
