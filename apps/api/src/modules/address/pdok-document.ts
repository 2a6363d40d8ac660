import { z } from 'zod';
import type { AddressRecord } from './address-record.ts';

/** The `fl` fields asked from the Locatieserver; `parsePdokAnswer` reads exactly these. */
export const PDOK_FIELDS = [
  'id',
  'weergavenaam',
  'straatnaam',
  'huisnummer',
  'huisletter',
  'huisnummertoevoeging',
  'postcode',
  'woonplaatsnaam',
  'gemeentenaam',
  'gemeentecode',
  'provincienaam',
  'centroide_ll',
  'nummeraanduiding_id',
].join(',');

// An empty huisletter/toevoeging is left out of the document rather than sent as "".
const documentSchema = z.object({
  straatnaam: z.string().min(1),
  huisnummer: z.number().int(),
  huisletter: z.string().optional(),
  huisnummertoevoeging: z.string().optional(),
  postcode: z.string(),
  woonplaatsnaam: z.string().min(1),
  gemeentenaam: z.string().min(1),
  gemeentecode: z.string().regex(/^[0-9]{4}$/),
  provincienaam: z.string().min(1),
  centroide_ll: z.string(),
  nummeraanduiding_id: z.string().min(1),
});

const answerSchema = z.object({
  response: z.object({ numFound: z.number().int().min(0), docs: z.array(z.unknown()) }),
});

const POINT = /^POINT\(\s*(-?[0-9.]+)\s+(-?[0-9.]+)\s*\)$/;

/** `POINT(lon lat)`: longitude comes first. */
export function parsePoint(text: string): { latitude: number; longitude: number } | undefined {
  const match = POINT.exec(text.trim());
  if (!match) return undefined;
  const longitude = Number(match[1]);
  const latitude = Number(match[2]);
  return Number.isFinite(latitude) && Number.isFinite(longitude)
    ? { latitude, longitude }
    : undefined;
}

function toRecord(document: z.infer<typeof documentSchema>): AddressRecord | undefined {
  const point = parsePoint(document.centroide_ll);
  if (!point) return undefined;
  return {
    nummeraanduidingId: document.nummeraanduiding_id,
    postalCode: document.postcode.replace(/\s/g, '').toUpperCase(),
    houseNumber: document.huisnummer,
    houseLetter: (document.huisletter ?? '').toUpperCase(),
    houseNumberAddition: document.huisnummertoevoeging ?? '',
    street: document.straatnaam,
    city: document.woonplaatsnaam,
    municipality: document.gemeentenaam,
    municipalityCode: document.gemeentecode,
    province: document.provincienaam,
    ...point,
    // The Locatieserver does not give the floor area.
    surfaceArea: null,
  };
}

/**
 * The addresses in a `free` answer that really are this postcode and number (the filter
 * should guarantee it; a document that does not fit is dropped, not trusted). Undefined when
 * the answer is not the documented shape.
 */
export function parsePdokAnswer(
  body: unknown,
  postalCode: string,
  houseNumber: number,
): AddressRecord[] | undefined {
  const answer = answerSchema.safeParse(body);
  if (!answer.success) return undefined;
  const records: AddressRecord[] = [];
  for (const raw of answer.data.response.docs) {
    const document = documentSchema.safeParse(raw);
    if (!document.success) continue;
    const record = toRecord(document.data);
    if (record && record.postalCode === postalCode && record.houseNumber === houseNumber) {
      records.push(record);
    }
  }
  return records;
}
