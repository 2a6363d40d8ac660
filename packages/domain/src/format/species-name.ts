/**
 * A species name as Dutch writes it inside a sentence: lower case ('een torenvalk', 'de grote
 * bonte specht', 'een ijsvogel'), except the parts that come from a proper name. Those are the
 * adjectives of a country or people ending in -se or -sche ('Turkse tortel', 'Vlaamse gaai',
 * 'Canadese gans', 'Egyptische gans') and, later in the name, any part the data capitalises
 * ('grote Alexanderparkiet'): names are stored in sentence case, so a capital after the first
 * word is always a proper part.
 */
export function speciesNameInText(name: string): string {
  const trimmed = name.trim();
  const space = trimmed.search(/\s/);
  const first = space === -1 ? trimmed : trimmed.slice(0, space);
  const rest = space === -1 ? '' : trimmed.slice(space);
  if (/^\p{Lu}\p{Ll}+(se|sche)$/u.test(first)) return trimmed;
  return first.toLocaleLowerCase('nl-NL') + rest;
}
