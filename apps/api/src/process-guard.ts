import { isDatabaseUnavailable } from './service-unavailable.ts';
import { safeError } from './plugins/safe-error.ts';

/** How long an instance reports not ready after a fault it survived. */
export const NOT_READY_AFTER_FAULT_MS = 10_000;

export type FaultEvent = 'unhandledRejection' | 'uncaughtException';

/** A lost connection or a command that timed out (network, PostgreSQL, Redis): state is intact. */
const REDIS_MESSAGES =
  /Command timed out|Connection is closed|Stream isn't writeable|Reached the max retries/i;
function isConnectionFault(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) ||
    error.name === 'MaxRetriesPerRequestError' ||
    REDIS_MESSAGES.test(error.message)
  );
}

/**
 * Whether the process can go on (decision 096). A rejected promise nobody awaited left nothing
 * half-done on the stack: survivable. A thrown exception that reached the event loop is
 * survivable only when it is a lost connection (a socket or client emitting an error nobody
 * listened for); anything else (a TypeError, a failed assertion, memory) may have left state
 * half-written, so the process stops and the orchestrator starts a fresh one.
 */
export function canGoOn(event: FaultEvent, error: unknown): boolean {
  return event === 'unhandledRejection' || isConnectionFault(error);
}

export interface ProcessGuardOptions {
  log: {
    error: (object: object, message: string) => void;
    fatal: (object: object, message: string) => void;
  };
  /** Readiness answers 503 until then: the balancer moves traffic while faults repeat. */
  markNotReadyUntil: (epochMs: number) => void;
  /** Drains and exits with this code (server.ts's graceful shutdown). */
  stop: (reason: FaultEvent, exitCode: number) => void;
  now?: () => number;
}

/** Process-wide handlers: no fault ends the process unnoticed, and only a real one ends it. */
export function installProcessGuard(
  options: ProcessGuardOptions,
  target: NodeJS.EventEmitter = process,
): void {
  const now = options.now ?? Date.now;
  const handle = (event: FaultEvent) => (error: unknown) => {
    const err = safeError(error);
    options.markNotReadyUntil(now() + NOT_READY_AFTER_FAULT_MS);
    if (canGoOn(event, error)) {
      options.log.error({ err, event }, `${event}: survived; not ready for a moment`);
      return;
    }
    options.log.fatal({ err, event }, `${event}: the process cannot go on; stopping`);
    options.stop(event, 1);
  };
  target.on('unhandledRejection', handle('unhandledRejection'));
  target.on('uncaughtException', handle('uncaughtException'));
}
