// Every user-facing Dutch text in the sources, checked with Debian's hunspell-nl against an
// allow-list (decision 103, glossary in the README). Fails on a word it does not know.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED_WORDS } from './spelling/allowed-words.ts';
import { dutchWords, isDutchText, unknownWords, wordsOf } from './spelling/dutch-words.ts';
import { extractTexts } from './spelling/extract-strings.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

describe('spelling of the Dutch texts (hunspell-nl)', () => {
  let byWord: Map<string, Set<string>>;
  beforeAll(() => {
    // Installs hunspell and hunspell-nl when missing, as the browser tests do with Chromium.
    execFileSync(process.execPath, [`${repoRoot}scripts/ensure-hunspell.mjs`], {
      stdio: 'inherit',
    });
    byWord = dutchWords(extractTexts(repoRoot));
  }, 120_000);

  it('knows good Dutch and catches the misspellings of issue 35', () => {
    const bad = unknownWords([
      'voedertafel',
      'voertafel',
      'quizzen',
      'internetverbinding',
      'misgegaan',
    ]);
    expect([...bad].sort()).toEqual(['voertafel']);
    expect(isDutchText({ file: 'x.tsx', text: 'Er is iets misgegaan', jsx: true })).toBe(true);
    expect(isDutchText({ file: 'x.ts', text: 'the server is down', jsx: false })).toBe(false);
    expect(wordsOf('Roept een "tsjak-tsjak" in <p>de tuin</p>')).toEqual([
      'Roept',
      'een',
      'in',
      'de',
      'tuin',
    ]);
  });

  it('finds no unknown word outside the allow-list', () => {
    expect(byWord.size).toBeGreaterThan(1000);
    const unknown = [...unknownWords(byWord.keys())].filter((w) => !ALLOWED_WORDS.has(w));
    const report = unknown.sort().map((w) => `${w} (${[...byWord.get(w)!].join(', ')})`);
    expect(
      report,
      'unknown words: fix the spelling or add them to spelling/allowed-words.ts',
    ).toEqual([]);
  });

  it('keeps no allow-list entry that is no longer used', () => {
    const unused = [...ALLOWED_WORDS].filter((w) => !byWord.has(w));
    expect(unused).toEqual([]);
  });
});
