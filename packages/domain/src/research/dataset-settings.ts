/**
 * The research dataset's settings the organisation sets in the office (issue 34): the licence,
 * who holds the rights, the contact, and how far the count's location is generalised.
 */
export const DATASET_LICENCES = {
  'CC-BY-4.0': {
    label: 'CC BY 4.0 (naamsvermelding)',
    title: 'Creative Commons Attribution (CC-BY) 4.0',
    url: 'https://creativecommons.org/licenses/by/4.0/legalcode',
  },
  'CC0-1.0': {
    label: 'CC0 1.0 (geen rechten voorbehouden)',
    title: 'Public Domain (CC0 1.0)',
    url: 'https://creativecommons.org/publicdomain/zero/1.0/legalcode',
  },
  'CC-BY-NC-4.0': {
    label: 'CC BY-NC 4.0 (naamsvermelding, niet-commercieel)',
    title: 'Creative Commons Attribution Non Commercial (CC-BY-NC) 4.0',
    url: 'https://creativecommons.org/licenses/by-nc/4.0/legalcode',
  },
} as const;
export type DatasetLicence = keyof typeof DATASET_LICENCES;

/**
 * Where an event's coordinates point: the centre of the postcode-4 area (the default), of the
 * municipality, or nowhere (only the area codes).
 */
export const COORDINATE_PRECISIONS = ['pc4', 'municipality', 'none'] as const;
export type CoordinatePrecision = (typeof COORDINATE_PRECISIONS)[number];

export const COORDINATE_PRECISION_LABEL: Record<CoordinatePrecision, string> = {
  pc4: 'Midden van het postcodegebied (4 cijfers)',
  municipality: 'Midden van de gemeente',
  none: 'Geen coördinaten, alleen gemeente en provincie',
};

export interface DatasetSettings {
  licence: DatasetLicence;
  rightsHolder: string;
  /** The organisation as publisher and contact. */
  organisation: string;
  /** An organisational address (not a person's), in eml.xml's contact. */
  contactEmail: string;
  coordinatePrecision: CoordinatePrecision;
}

export const DEFAULT_DATASET_SETTINGS: DatasetSettings = {
  licence: 'CC-BY-4.0',
  rightsHolder: 'Vogelbescherming Nederland',
  organisation: 'Vogelbescherming Nederland',
  contactEmail: 'info@vogelbescherming.nl',
  coordinatePrecision: 'pc4',
};

/** The dataset's citation, as eml.xml and the README give it. */
export function datasetCitation(settings: DatasetSettings, year: number, accessed: string): string {
  return (
    `${settings.organisation} (${year}). Tuinvogeltelling ${year}: tellingen van tuinvogels ` +
    `in Nederland. Sampling event dataset. Geraadpleegd ${accessed}.`
  );
}
