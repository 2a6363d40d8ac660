import type { AddressLookupResult } from '@tvt/domain';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';

export type AddressLookupAnswer =
  { kind: 'found'; address: AddressLookupResult } | { kind: 'not-found' } | { kind: 'unavailable' };

function parse(body: unknown): AddressLookupResult | undefined {
  const o = body as { exception?: unknown; data?: Record<string, unknown> } | null;
  if (!o || o.exception !== undefined || typeof o.data !== 'object' || o.data === null)
    return undefined;
  const d = o.data;
  if (typeof d.street !== 'string' || typeof d.city !== 'string') return undefined;
  return {
    street: d.street,
    city: d.city,
    province: typeof d.province === 'string' ? d.province : '',
    municipality: typeof d.municipality === 'string' ? d.municipality : '',
    latitude: Number(d.latitude),
    longitude: Number(d.longitude),
    bagNumberDesignationId:
      typeof d.bagNumberDesignationId === 'string' ? d.bagNumberDesignationId : '',
    surfaceArea: typeof d.surfaceArea === 'number' ? d.surfaceArea : null,
  };
}

/**
 * Spec 7 "Address lookup": `GET {postcode}/address/{postalCode}/{streetNumber}`. An `exception`
 * field, a 404 or an empty body mean not found; an empty body is retried once; an answer that
 * cannot be parsed is treated as not found and logged (spec 8).
 */
export async function lookupAddress(
  config: Pick<RuntimeConfig, 'services'>,
  postalCode: string,
  streetNumber: string,
  addition: string,
  signal?: AbortSignal,
  attempt = 0,
): Promise<AddressLookupAnswer> {
  const base = config.services.postcode.replace(/\/+$/, '');
  const query = addition.trim() === '' ? '' : `?addition=${encodeURIComponent(addition.trim())}`;
  const url = `${base}/address/${encodeURIComponent(postalCode)}/${encodeURIComponent(streetNumber)}${query}`;
  let response: Response;
  try {
    response = await fetch(url, {
      signal: signal ?? null,
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'unavailable' };
  }
  if (response.status === 404) return { kind: 'not-found' };
  if (!response.ok) return { kind: 'unavailable' };
  const text = await response.text();
  if (text.trim() === '')
    return attempt === 0
      ? lookupAddress(config, postalCode, streetNumber, addition, signal, 1)
      : { kind: 'not-found' };
  try {
    const address = parse(JSON.parse(text));
    return address ? { kind: 'found', address } : { kind: 'not-found' };
  } catch (error) {
    console.error('address lookup', error);
    return { kind: 'not-found' };
  }
}
