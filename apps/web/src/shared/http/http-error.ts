/**
 * How a request failed, in the one model every caller uses:
 * - `unreachable`: no answer, a timeout, 408, 429 or a 5xx — worth trying again later;
 * - `refused`: any other non-2xx, with the server's Dutch message and the field it names;
 * - `unexpected`: a 2xx whose body is not the contract's shape.
 */
export type HttpErrorKind = 'unreachable' | 'refused' | 'unexpected';

export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  /** The HTTP status; 0 when no answer arrived. */
  readonly status: number;
  readonly field: string | undefined;
  /** The server's Retry-After in seconds, when it sent one (503, 429). */
  retryAfter?: number;
  constructor(kind: HttpErrorKind, status: number, message: string, field?: string) {
    super(message);
    this.name = 'HttpError';
    this.kind = kind;
    this.status = status;
    this.field = field;
  }
}

/** The server's Dutch message, or a Dutch fallback when the request got no usable answer. */
export function dutchMessage(error: Error, fallback: string): string {
  return error instanceof HttpError && error.status !== 0 && error.kind !== 'unexpected'
    ? error.message
    : fallback;
}
