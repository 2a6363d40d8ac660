/**
 * Whether an error means "the database cannot be reached right now" rather than "this request
 * is wrong": a refused, reset or timed-out connection, a server shutting down, a statement
 * cancelled by `statement_timeout`, the pool waiting too long for a connection. Such a request
 * may succeed later, so it answers 503 with Retry-After (decision 040), never 500.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** PostgreSQL SQLSTATEs: class 08 (connection), admin/crash shutdown, cannot connect now, too many connections, query cancelled. */
const SQLSTATES = /^(08\d{3}|57P0[1-3]|53300|57014)$/;
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error|Client was closed|Connection ended|Query read timeout|database unavailable|PGlite is closed/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.test(code))) return true;
  if (DRIVER_MESSAGES.test(error.message.split('\n')[0] ?? '')) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/** Seconds a client waits before retrying a 503. */
export const RETRY_AFTER_SECONDS = 5;
