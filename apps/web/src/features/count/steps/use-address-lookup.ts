import {
  ADDRESS_NOT_RECOGNISED,
  applyAddressLookup,
  isValidPostalCode,
  normalisePostalCode,
  TYPING_DONE_MS,
  validateHouseNumber,
  type CountLocation,
} from '@tvt/domain';
import { useEffect, useState } from 'react';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import { lookupAddress } from '../api/address-lookup.ts';

export type LookupState = 'idle' | 'busy' | 'found' | 'not-found' | 'unavailable';

export const LOOKUP_MESSAGES: Partial<Record<LookupState, string>> = {
  'not-found': ADDRESS_NOT_RECOGNISED,
  unavailable:
    'Het adres kan nu niet worden opgezocht. Je kunt gewoon verder; we zoeken het later op.',
};

/**
 * Looks the address up once postal code and house number are both valid and typing has stopped,
 * then hands the filled (or, when not found, cleared) location to `onResult`.
 */
export function useAddressLookup(
  config: RuntimeConfig,
  postalCode: string,
  streetNumber: string,
  addition: string,
  onResult: (apply: (location: CountLocation) => CountLocation) => void,
): LookupState {
  const [state, setState] = useState<LookupState>('idle');
  const code = normalisePostalCode(postalCode);
  const ready = isValidPostalCode(code) && validateHouseNumber(streetNumber) === undefined;

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState('busy');
      lookupAddress(config, code, streetNumber, addition, controller.signal)
        .then((answer) => {
          if (answer.kind === 'unavailable') return setState('unavailable');
          onResult((location) =>
            applyAddressLookup(location, answer.kind === 'found' ? answer.address : undefined),
          );
          setState(answer.kind);
        })
        .catch(() => undefined);
    }, TYPING_DONE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
    // onResult is a fresh closure each render; the lookup depends on the address only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, code, streetNumber, addition, ready]);

  return ready ? state : 'idle';
}
