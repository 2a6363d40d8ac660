import type { AddressLookup } from './lookup.ts';
import { AddressSourceUnavailable } from './lookup.ts';
import { PDOK_FIELDS, parsePdokAnswer } from './pdok-document.ts';

export interface PdokOptions {
  /** Base up to the version, e.g. https://api.pdok.nl/bzk/locatieserver/search/v3_1 */
  baseUrl: string;
  timeoutMs: number;
}

/** Enough for every letter and addition one house number has in practice. */
const ROWS = 50;

/** The PDOK Locatieserver `free` endpoint with fq filters (reference/pdok-locatieserver.md). */
export function createPdokLookup(options: PdokOptions): AddressLookup {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/free`;
  return {
    source: 'pdok',
    async find(postalCode, houseNumber) {
      const url = new URL(endpoint);
      url.searchParams.append('fq', `postcode:${postalCode}`);
      url.searchParams.append('fq', `huisnummer:${houseNumber}`);
      url.searchParams.append('fq', 'type:adres');
      url.searchParams.set('fl', PDOK_FIELDS);
      url.searchParams.set('rows', String(ROWS));
      let body: unknown;
      try {
        const response = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) throw new Error(`PDOK answered HTTP ${response.status}`);
        body = await response.json();
      } catch (error) {
        throw new AddressSourceUnavailable('PDOK Locatieserver did not answer', { cause: error });
      }
      const records = parsePdokAnswer(body, postalCode, houseNumber);
      if (!records)
        throw new AddressSourceUnavailable('PDOK Locatieserver answered in an unknown shape');
      return records;
    },
  };
}
