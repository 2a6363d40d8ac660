/** Darwin Core `taxonRank` values the species list uses. */
export type TaxonRank = 'class' | 'genus' | 'species' | 'subspecies' | 'form' | 'variety';

/** 'Niet herkend' (tvtbirdid 97) is a bird not identified: the class Aves. */
export const UNRECOGNISED_SCIENTIFIC_NAME = 'Aves';

/**
 * The rank a scientific name is written at: 'Columba livia f. domestica' is a form,
 * 'Parus major' a species, 'Anser' a genus, three words a subspecies; 'Aves' is the class.
 */
export function taxonRankOf(scientificName: string): TaxonRank {
  const name = scientificName.trim();
  if (name === UNRECOGNISED_SCIENTIFIC_NAME) return 'class';
  if (/ f\. /.test(name)) return 'form';
  if (/ var\. /.test(name)) return 'variety';
  const words = name.split(/\s+/).filter(Boolean).length;
  if (words <= 1) return 'genus';
  return words === 2 ? 'species' : 'subspecies';
}
