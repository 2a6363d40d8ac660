import { addressNotFound, addressResponse } from '@tvt/contract';
import type { AddressLookupResult } from '@tvt/domain';
import { union } from 'zod/mini';
import { HttpError, joinUrl, requestJson } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';

export type AddressLookupAnswer =
  { kind: 'found'; address: AddressLookupResult } | { kind: 'not-found' } | { kind: 'unavailable' };

/** Spec 7: a found address, or a body with an `exception` field meaning not found. */
const lookupAnswer = union([addressResponse, addressNotFound]);

/**
 * Spec 7 "Address lookup": `GET {postcode}/address/{postalCode}/{streetNumber}`. An `exception`
 * field or a 404 mean not found; an answer that cannot be read (an empty body) is asked once
 * more, and then counts as not found and is logged (spec 8).
 */
export async function lookupAddress(
  config: Pick<RuntimeConfig, 'services'>,
  postalCode: string,
  streetNumber: string,
  addition: string,
  signal?: AbortSignal,
  attempt = 0,
): Promise<AddressLookupAnswer> {
  const query = addition.trim() === '' ? '' : `?addition=${encodeURIComponent(addition.trim())}`;
  const path = `address/${encodeURIComponent(postalCode)}/${encodeURIComponent(streetNumber)}${query}`;
  try {
    const answer = await requestJson(joinUrl(config.services.postcode, path), lookupAnswer, {
      signal,
    });
    if (!('data' in answer)) return { kind: 'not-found' };
    const { municipalityCode: _code, ...address } = answer.data;
    return { kind: 'found', address };
  } catch (error) {
    if (signal?.aborted || !(error instanceof HttpError)) throw error;
    if (error.kind === 'refused' && error.status === 404) return { kind: 'not-found' };
    if (error.kind !== 'unexpected') return { kind: 'unavailable' };
    if (attempt === 0) {
      return lookupAddress(config, postalCode, streetNumber, addition, signal, 1);
    }
    console.error('address lookup', error);
    return { kind: 'not-found' };
  }
}
