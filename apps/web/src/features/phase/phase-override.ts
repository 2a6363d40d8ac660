import { parsePhase, type Phase } from '@tvt/domain';

/** Local-storage key of the phase override (spec section 1). */
export const PHASE_STORAGE_KEY = 'currentPhase';

/**
 * The phase forced by `?phase=`, remembered across navigation and visits.
 * - `?phase=1|2|3` wins and is stored;
 * - `?phase=` with any other value clears the stored override (back to the server's phase);
 * - no parameter: the stored override, if any.
 */
export function readPhaseOverride(search: string, storage: Storage): Phase | undefined {
  const params = new URLSearchParams(search);
  if (params.has('phase')) {
    const fromQuery = parsePhase(params.get('phase'));
    if (fromQuery === undefined) storage.removeItem(PHASE_STORAGE_KEY);
    else storage.setItem(PHASE_STORAGE_KEY, String(fromQuery));
    return fromQuery;
  }
  return parsePhase(storage.getItem(PHASE_STORAGE_KEY));
}

/** The phase the app shows: the override when there is one, else the server's; undefined while unknown. */
export function resolvePhase(
  override: Phase | undefined,
  server: Phase | undefined,
): Phase | undefined {
  return override ?? server;
}
