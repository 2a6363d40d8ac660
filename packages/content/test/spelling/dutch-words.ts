// Turns found texts into the Dutch words to check, and asks hunspell-nl which it does not know.
import { execFileSync } from 'node:child_process';
import type { FoundText } from './extract-strings.ts';

/** Words that mark a text as English (comments, logs, developer messages), never Dutch. */
const ENGLISH = new Set(
  'the and of to with from for this that when not be are was has have will should must an it its into by which than then only each every any what'.split(
    ' ',
  ),
);
/** Words that mark a text as Dutch. */
const DUTCH = new Set(
  'de het een en van je jouw is niet met voor op te naar er bij dit deze wordt zijn kan geen om ook nog of dan als we wij ons onze uw u hij ze zo wat waar hoe heb hebt heeft'.split(
    ' ',
  ),
);

/** Markup, placeholders, addresses and numbers are not words. */
function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/https?:\/\/\S+|\S+@\S+|\/[\w/:.?=&-]*/g, ' ')
    .replace(/"[^"]*"|“[^”]*”|„[^”]*”/g, ' ') // quoted calls and songs ("tsjak-tsjak")
    .replace(/(^|[\s(])'[\w.[\]-]+'(?=[\s,.:;)!?]|$)/g, ' '); // field names ('location.geo')
}

export function wordsOf(text: string): string[] {
  return (plainText(text).match(/[\p{L}][\p{L}'’-]*[\p{L}]|[\p{L}]/gu) ?? [])
    .flatMap((w) => w.split(/-/))
    .map((w) => w.replace(/^['’]|['’]$/g, ''))
    .filter((w) => w.length > 1 && !/\d/.test(w));
}

/**
 * A text is Dutch when it has a Dutch word and no English one, or is a label: a capital, then
 * only letters and punctuation, between JSX tags, of several words, or in the content and domain
 * packages ('Filteren', 'Merelachtig', 'Zo groot als een mus').
 */
export function isDutchText({ text, jsx, file }: FoundText): boolean {
  const words = wordsOf(text).map((w) => w.toLowerCase());
  if (words.length === 0) return false;
  if (words.some((w) => ENGLISH.has(w))) return false;
  if (words.some((w) => DUTCH.has(w))) return true;
  const trimmed = text.trim();
  if (!/^[A-ZÀ-Ý][\p{L}'’ ,.:;!?()–-]*$/u.test(trimmed)) return false;
  return jsx || trimmed.includes(' ') || /^packages\/(content|domain)\//.test(file);
}

/** The words hunspell-nl does not know, each once (one hunspell run for all). */
export function unknownWords(words: Iterable<string>): Set<string> {
  const unique = [...new Set(words)];
  const out = execFileSync('hunspell', ['-d', 'nl_NL', '-l'], {
    input: unique.join('\n'),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return new Set(out.split('\n').filter(Boolean));
}

export function dutchWords(texts: readonly FoundText[]): Map<string, Set<string>> {
  const byWord = new Map<string, Set<string>>();
  for (const found of texts) {
    const { file, text } = found;
    if (!isDutchText(found)) continue;
    for (const word of wordsOf(text)) {
      const files = byWord.get(word) ?? new Set<string>();
      files.add(file);
      byWord.set(word, files);
    }
  }
  return byWord;
}
