import type { AddressRecord } from './address-record.ts';

/** '14 a-1', '14A1' and 'a 1' all compare as 'A1': people write additions in many ways. */
export function normaliseAddition(text: string): string {
  return text.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();
}

function additionOf(record: AddressRecord): string {
  return normaliseAddition(record.houseLetter + record.houseNumberAddition);
}

function byAddition(a: AddressRecord, b: AddressRecord): number {
  return (
    additionOf(a).localeCompare(additionOf(b), 'nl') ||
    a.nummeraanduidingId.localeCompare(b.nummeraanduidingId)
  );
}

/**
 * The address among all for one postcode and number: the one whose letter plus addition equals
 * the given addition; otherwise the plain number; otherwise the first. An unknown addition does
 * not make the postcode and number unrecognised — street, city and location are the same.
 */
export function pickAddress(
  candidates: readonly AddressRecord[],
  addition?: string,
): AddressRecord | undefined {
  if (candidates.length === 0) return undefined;
  const sorted = [...candidates].sort(byAddition);
  const wanted = normaliseAddition(addition ?? '');
  if (wanted !== '') {
    const exact = sorted.find((record) => additionOf(record) === wanted);
    if (exact) return exact;
  }
  return sorted.find((record) => additionOf(record) === '') ?? sorted[0];
}
