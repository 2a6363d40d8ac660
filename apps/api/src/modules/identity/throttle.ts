import { createHash } from 'node:crypto';
import type { ThrottleRepository } from './throttle-repository.ts';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** Wrong passwords per e-mail address (known or not) and per client address in the window. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;

export const TOO_MANY_ATTEMPTS =
  'Te veel pogingen. Wacht 15 minuten en probeer het dan opnieuw, of stel een nieuw wachtwoord in.';

/** The e-mail is hashed so the throttle table holds no address. */
function accountKey(email: string): string {
  return `account:${createHash('sha256').update(email).digest('hex')}`;
}

export function createLoginThrottle(repo: ThrottleRepository, now: () => Date) {
  const since = () => new Date(now().getTime() - THROTTLE_WINDOW_MS);
  return {
    async blocked(email: string, ip: string): Promise<boolean> {
      const [perAccount, perIp] = await Promise.all([
        repo.failures(accountKey(email), since()),
        repo.failures(`ip:${ip}`, since()),
      ]);
      return perAccount >= MAX_FAILURES_PER_ACCOUNT || perIp >= MAX_FAILURES_PER_IP;
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
