import type { ErrorBody } from '@tvt/contract';
import { bearerHeader } from '../session/token-storage.ts';
import { HttpError } from './http-error.ts';

/** Every call can hang; none waits longer than this (answer and body) unless it says so. */
export const DEFAULT_TIMEOUT_MS = 15_000;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart form data. */
  form?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
}

export const readJson = (response: Response): Promise<unknown> =>
  response.json().catch(() => undefined);

/**
 * The refusal's Dutch message and field (`ErrorBody`). Checked by hand rather than with the
 * contract's schema: this module is on the first load, which zod stays out of (decision 027).
 */
async function failure(response: Response): Promise<HttpError> {
  const body = (await readJson(response)) as Partial<ErrorBody> | null | undefined;
  const { status } = response;
  const message = typeof body?.message === 'string' ? body.message : `HTTP ${status}`;
  if (status >= 500 || status === 429 || status === 408) {
    const error = new HttpError('unreachable', status, message);
    const wait = Number(response.headers.get('retry-after'));
    if (wait > 0) error.retryAfter = wait;
    return error;
  }
  const field = typeof body?.field === 'string' ? body.field : undefined;
  return new HttpError('refused', status, message, field);
}

/** Sends the request and reads a 2xx answer with `read`, all within the timeout. */
export async function send<T>(
  url: string,
  options: RequestOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const {
    method = 'GET',
    json,
    form,
    headers = {},
    signal,
    timeoutMs = DEFAULT_TIMEOUT_MS,
  } = options;
  // One signal for the caller's cancellation and the timeout (older Safari lacks AbortSignal.any).
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const cancel = () => controller.abort(signal?.reason);
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    const response = await fetch(url, {
      method,
      // Spec 6: requests carry the bearer token when one is stored; non-GET calls send JSON.
      headers: {
        Accept: 'application/json',
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...bearerHeader(),
        ...headers,
      },
      ...(json !== undefined && { body: JSON.stringify(json) }),
      ...(form !== undefined && { body: form }),
      signal: controller.signal,
    });
    if (!response.ok) throw await failure(response);
    return await read(response);
  } catch (error) {
    // The caller's own cancellation (a query no longer needed) is passed on as it is.
    if (error instanceof HttpError || signal?.aborted) throw error;
    const reason = controller.signal.aborted ? 'TimeoutError' : 'NetworkError';
    throw new HttpError('unreachable', 0, reason);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

/**
 * For the answers the first load of /home reads (decision 027): typed by the contract
 * (`requestTrusted<PhaseResponse>`), taken as the server serialised them through the same
 * schema, without zod in the first-load bundle. Everything else uses `requestJson`.
 */
export function requestTrusted<T>(url: string, options: RequestOptions = {}): Promise<T> {
  return send(url, options, async (response) => {
    const body = await readJson(response);
    if (typeof body === 'object' && body !== null) return body as T;
    throw new HttpError(
      'unexpected',
      response.status,
      `Onverwacht antwoord (HTTP ${response.status})`,
    );
  });
}

/** A request whose answer is no JSON document: nothing (204) or a file. */
export function requestBlob(url: string, options: RequestOptions = {}): Promise<Blob> {
  return send(url, options, (response) => response.blob());
}
