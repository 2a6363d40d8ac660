/** One alphabetical section of the bird guide: its letter divider and the birds under it. */
export interface LetterSection<T> {
  letter: string;
  items: T[];
}

/** 'Ékster' files under E, a name starting with a digit or sign under '#'. */
export function sectionLetter(name: string): string {
  const first = name
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

/**
 * Groups a list (already in the server's alphabetical order) under letter dividers. A letter
 * that shows up again later (a page boundary, a name sorted with accents) joins its first
 * section, so a divider never appears twice.
 */
export function groupByLetter<T extends { name: string }>(items: readonly T[]): LetterSection<T>[] {
  const sections: LetterSection<T>[] = [];
  const byLetter = new Map<string, LetterSection<T>>();
  for (const item of items) {
    const letter = sectionLetter(item.name);
    let section = byLetter.get(letter);
    if (!section) {
      section = { letter, items: [] };
      byLetter.set(letter, section);
      sections.push(section);
    }
    section.items.push(item);
  }
  return sections;
}
