/** An expected failure with a Dutch message for the client; the error handler sends it as is. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly field: string | undefined;
  constructor(statusCode: number, message: string, field?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.field = field;
  }
}
