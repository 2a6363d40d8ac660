import type { CountBird } from './count-bird.ts';

/** Lower case without accents, so 'kievit' finds 'Kieviet'-like spellings and 'ë' matches 'e'. */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('nl-NL')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The count screen's one search over the whole count catalogue (common and other birds alike),
 * on the device so it works without signal. Best first: a name that starts with the query, then
 * a word in the name that does ('gaai' → 'Vlaamse gaai'), then any other match; alphabetical
 * within each. An empty query finds nothing.
 */
export function searchCatalogue<B extends Pick<CountBird, 'id' | 'name'>>(
  birds: readonly B[],
  query: string,
  limit = 8,
): B[] {
  const q = foldName(query);
  if (q === '') return [];
  const seen = new Set<string>();
  const ranked: { bird: B; rank: number }[] = [];
  for (const bird of birds) {
    if (seen.has(bird.id)) continue;
    seen.add(bird.id);
    const name = foldName(bird.name);
    const rank = name.startsWith(q)
      ? 0
      : name.split(' ').some((w) => w.startsWith(q))
        ? 1
        : name.replace(/ /g, '').includes(q.replace(/ /g, ''))
          ? 2
          : -1;
    if (rank >= 0) ranked.push({ bird, rank });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.bird.name.localeCompare(b.bird.name, 'nl-NL'))
    .slice(0, limit)
    .map((r) => r.bird);
}
