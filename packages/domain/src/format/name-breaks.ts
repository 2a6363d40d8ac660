/**
 * The last parts of Dutch bird names that are compounds ('Halsband|parkiet', 'Pimpel|mees',
 * 'Zwart|kop'). Longest first, so 'roodborst' wins over 'borst'.
 */
const PARTS = [
  'kwikstaart',
  'roodstaart',
  'roodborst',
  'spotvogel',
  'zwaluw',
  'parkiet',
  'lijster',
  'sluiper',
  'pieper',
  'zanger',
  'specht',
  'koning',
  'kraai',
  'reiger',
  'tortel',
  'spreeuw',
  'grasmus',
  'mees',
  'vink',
  'gaai',
  'duif',
  'gans',
  'eend',
  'valk',
  'uil',
  'mus',
  'kop',
].sort((a, b) => b.length - a.length);

/** A word shorter than this never needs a break on a card. */
const MIN_WORD = 10;

/**
 * A species name with soft hyphens (U+00AD) where its long compound words may break: the card
 * then shows 'Halsband-' / 'parkiet' instead of 'Halsbandparkie' / 't'. Only at a known part,
 * with at least four letters before it, so a break is always between meaningful pieces; the
 * browser shows the hyphen only when it breaks there. Browsers without Dutch hyphenation
 * dictionaries (most) would otherwise break anywhere or overflow.
 */
export function withNameBreaks(name: string): string {
  return name
    .split(' ')
    .map((word) => {
      if (word.length < MIN_WORD) return word;
      const lower = word.toLocaleLowerCase('nl-NL');
      const part = PARTS.find((p) => lower.endsWith(p) && lower.length - p.length >= 4);
      return part
        ? `${word.slice(0, word.length - part.length)}\u00AD${word.slice(-part.length)}`
        : word;
    })
    .join(' ');
}
