import type { CountObject } from '@tvt/domain';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import { postJson, type PostResult } from './post-json.ts';

export type SubmitResult =
  Exclude<PostResult, { kind: 'ok' }> | { kind: 'ok'; tellingUUID: string };

export function countUrl(config: Pick<RuntimeConfig, 'services'>, path: string): string {
  return `${config.services.count.replace(/\/+$/, '')}/${path}`;
}

/** Spec 7 "Submit count": `POST {count}/inzending` → `{ tellingUUID }`. */
export async function submitCount(
  config: Pick<RuntimeConfig, 'services'>,
  payload: CountObject,
  fetchImpl?: typeof fetch,
): Promise<SubmitResult> {
  const result = await postJson(
    countUrl(config, 'inzending'),
    payload,
    fetchImpl ? { fetchImpl } : {},
  );
  if (result.kind !== 'ok') return result;
  const uuid = (result.body as { tellingUUID?: unknown } | undefined)?.tellingUUID;
  // A 2xx without the id is not a confirmation; keep the count and ask again later.
  return typeof uuid === 'string'
    ? { kind: 'ok', tellingUUID: uuid }
    : { kind: 'unreachable', reason: 'no tellingUUID' };
}
