import type { AddressRecord } from './address-record.ts';

/**
 * Where addresses come from: the local BAG table (default) or PDOK's Locatieserver. Both give
 * every BAG address for one postcode and house number (all letters and additions); choosing
 * among them is the service's job, so it works the same for either source.
 */
export interface AddressLookup {
  readonly source: 'database' | 'pdok';
  /** `postalCode` normalised ('6512BK'); resolves [] when the combination does not exist. */
  find(postalCode: string, houseNumber: number): Promise<AddressRecord[]>;
}

/** The source could not answer (timeout, refused, unexpected answer): not the same as "not found". */
export class AddressSourceUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AddressSourceUnavailable';
  }
}
