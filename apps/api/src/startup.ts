import { setTimeout as sleep } from 'node:timers/promises';
import { safeError } from './plugins/safe-error.ts';

/** pino's numeric levels, so these lines read like the server's own log. */
const LEVELS = { info: 30, warn: 40, error: 50, fatal: 60 } as const;

/** One JSON log line before the app (and its logger) exists. */
export function logLine(level: keyof typeof LEVELS, msg: string, extra: object = {}): void {
  process.stdout.write(
    `${JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, ...extra, msg })}\n`,
  );
}

/** The error for a start log line: type, code, scrubbed message; no stack (it is expected). */
function briefly(error: unknown) {
  const { type, code, message } = safeError(error);
  return { type, ...(code ? { code } : {}), message };
}

/**
 * Runs `step` until it succeeds, with exponential backoff (0.5 s doubling to 10 s) for at most
 * `timeoutSeconds`: instances may start before their database does. Each failure is one JSON
 * line; after the last one the error is thrown.
 */
export async function withStartRetry<T>(
  what: string,
  timeoutSeconds: number,
  step: () => Promise<T>,
): Promise<T> {
  const deadline = Date.now() + timeoutSeconds * 1000;
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      const delayMs = Math.min(500 * 2 ** (attempt - 1), 10_000);
      if (Date.now() + delayMs > deadline) throw error;
      logLine('warn', `${what} failed; retrying`, { attempt, delayMs, err: briefly(error) });
      await sleep(delayMs);
    }
  }
}

/** A start that cannot go on: one JSON line, exit 1 (never a raw stack trace). */
export function failStart(what: string, error: unknown): never {
  logLine('fatal', `${what} failed; not starting`, { err: briefly(error) });
  process.exit(1);
}
