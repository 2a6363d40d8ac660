import { bearerHeader } from '#shared/session/token-storage.ts';
import { HttpError } from '../config/fetch-json.ts';
import { serviceUrl, type RuntimeConfig } from '#shared/config/runtime-config.ts';

export type AccountConfig = Pick<RuntimeConfig, 'services' | 'source'>;

/** `{account}/{path}?source=…` (spec 7). */
export function accountUrl(config: AccountConfig, path: string): string {
  return serviceUrl(config.services.account, path, config.source);
}

/** A non-GET call to the account service: JSON body, bearer token, Dutch error message. */
export async function sendAuthorised(
  url: string,
  method: 'POST' | 'DELETE' | 'GET',
  body?: unknown,
): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...bearerHeader(),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) {
    const parsed = (await response.json().catch(() => ({}))) as { message?: unknown };
    throw new HttpError(
      response.status,
      typeof parsed.message === 'string' ? parsed.message : `HTTP ${response.status}`,
    );
  }
  return response;
}

/** Some deployments wrap answers in `data`, ours answers `/user` bare: accept both. */
export function unwrapData(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : body;
}

/** The server's Dutch message, or a Dutch fallback when the request never got an answer. */
export function dutchMessage(error: Error, fallback: string): string {
  return error instanceof HttpError ? error.message : fallback;
}
