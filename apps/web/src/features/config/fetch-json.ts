import { bearerHeader } from '#shared/session/token-storage.ts';

/** An HTTP answer other than 2xx, carrying the server's Dutch message when it sent one. */
export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

/** GET a JSON document with the stored bearer token (spec 6); non-2xx answers become an HttpError. */
export async function fetchJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, {
    signal: signal ?? null,
    headers: { Accept: 'application/json', ...bearerHeader() },
  });
  if (!response.ok) {
    let message = `HTTP ${response.status}`;
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string') message = body.message;
    } catch {
      // A non-JSON error page keeps the status-only message.
    }
    throw new HttpError(response.status, message);
  }
  return response.json();
}
