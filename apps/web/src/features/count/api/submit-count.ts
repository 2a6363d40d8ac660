import { submitCountResponse } from '@tvt/contract';
import type { CountObject } from '@tvt/domain';
import { HttpError, joinUrl, requestJson } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';

/** How a submission ended, in the terms the count flow acts on. */
export type SubmitResult =
  | { kind: 'ok'; tellingUUID: string }
  /** Offline, timeout, 5xx, 408 or 429: worth trying again later (after `retryAfter` s). */
  | { kind: 'unreachable'; reason: string; retryAfter?: number }
  /** 400 with the server's Dutch message and the field it names. */
  | { kind: 'invalid'; message: string; field: string | undefined }
  /** Any other 4xx (413, 422, 409, …): trying again will not help; the outbox gives up. */
  | { kind: 'refused'; status: number; message: string };

export function countUrl(config: Pick<RuntimeConfig, 'services'>, path: string): string {
  return joinUrl(config.services.count, path);
}

function failed(error: HttpError): SubmitResult {
  switch (error.kind) {
    case 'unreachable':
      return {
        kind: 'unreachable',
        reason: error.status ? `HTTP ${error.status}` : error.message,
        ...(error.retryAfter ? { retryAfter: error.retryAfter } : {}),
      };
    case 'unexpected':
      // A 2xx without the id is not a confirmation; keep the count and ask again later.
      return { kind: 'unreachable', reason: 'no tellingUUID' };
    case 'refused':
      return error.status === 400
        ? { kind: 'invalid', message: error.message, field: error.field }
        : { kind: 'refused', status: error.status, message: error.message };
  }
}

/** Spec 7 "Submit count": `POST {count}/inzending` → `{ tellingUUID }`. */
export async function submitCount(
  config: Pick<RuntimeConfig, 'services'>,
  payload: CountObject,
): Promise<SubmitResult> {
  try {
    const { tellingUUID } = await requestJson(countUrl(config, 'inzending'), submitCountResponse, {
      method: 'POST',
      json: payload,
    });
    return { kind: 'ok', tellingUUID };
  } catch (error) {
    if (error instanceof HttpError) return failed(error);
    throw error;
  }
}
