// Dutch plurals of garden-bird names, for sentences like 'gemiddeld 3,1 koolmezen'. The names
// come from the bird list; rules cover the regular ones, the table the words that break them.
const IRREGULAR: Record<string, string> = {
  havik: 'haviken',
  sijs: 'sijzen',
  keep: 'kepen',
  kievit: 'kieviten',
  grasmus: 'grasmussen',
  ooievaar: 'ooievaars',
  reiger: 'reigers',
  ijsvogel: 'ijsvogels',
  kip: 'kippen',
  buizerd: 'buizerds',
  fazant: 'fazanten',
};

const VOWELS = 'aeiouy';
const isVowel = (c: string | undefined) => c !== undefined && VOWELS.includes(c);

function pluralOfWord(word: string): string {
  if (IRREGULAR[word]) return IRREGULAR[word];
  const tail = Object.keys(IRREGULAR).find((k) => word.endsWith(k));
  if (tail) return word.slice(0, -tail.length) + IRREGULAR[tail];
  if (word.endsWith('mees')) return `${word.slice(0, -4)}mezen`;
  if (/(er|el|em|en|aar|je|ie|ee|a|o|u)$/.test(word)) return `${word}s`;
  const last = word.at(-1)!;
  const before = word.at(-2);
  const twoBefore = word.at(-3);
  // Long vowel or diphthong before s/f: s → z, f → v (sijs → sijzen, duif → duiven).
  if ((last === 's' || last === 'f') && isVowel(before) && isVowel(twoBefore)) {
    return `${word.slice(0, -1)}${last === 's' ? 'z' : 'v'}en`;
  }
  // One short vowel before one consonant: double it (mus → mussen, kop → koppen).
  if (!isVowel(last) && isVowel(before) && !isVowel(twoBefore) && !'wy'.includes(last)) {
    return `${word}${last}en`;
  }
  return `${word}en`;
}

/** 'Koolmees' → 'koolmezen', 'Grote bonte specht' → 'grote bonte spechten'; one → the name. */
export function birdNameFor(count: number, name: string): string {
  const lower = name.toLowerCase();
  if (count === 1) return lower;
  const words = lower.split(' ');
  words[words.length - 1] = pluralOfWord(words[words.length - 1]!);
  return words.join(' ');
}
