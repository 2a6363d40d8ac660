/**
 * A species' scientific name as the research export writes it (Darwin Core `scientificName`):
 * genus and species epithet, optionally an infraspecific part ('Motacilla alba yarrellii',
 * 'Columba livia f. domestica'). No authorship: the checklist match does without it.
 */
const SCIENTIFIC_NAME =
  /^[A-Z][a-z]+ [a-z]+(?:-[a-z]+)?(?: (?:(?:f|var|subsp)\. )?[a-z]+(?:-[a-z]+)?)?$/;

export const SCIENTIFIC_NAME_MISSING = 'Vul de wetenschappelijke naam in.';
export const SCIENTIFIC_NAME_SHAPE =
  'Schrijf de wetenschappelijke naam als geslacht en soort, zoals ‘Turdus merula’ (zonder auteur of jaartal).';
export const SCIENTIFIC_NAME_TAKEN = (other: string) =>
  `Deze wetenschappelijke naam heeft de ${other} al.`;

/** Spaces folded, so ' Turdus  merula ' is stored as 'Turdus merula'. */
export const normaliseScientificName = (name: string) => name.trim().replace(/\s+/g, ' ');

/** The Dutch reason a scientific name is refused, or undefined when it has the right shape. */
export function scientificNameProblem(name: string): string | undefined {
  const normal = normaliseScientificName(name);
  if (normal === '') return SCIENTIFIC_NAME_MISSING;
  return SCIENTIFIC_NAME.test(normal) ? undefined : SCIENTIFIC_NAME_SHAPE;
}
