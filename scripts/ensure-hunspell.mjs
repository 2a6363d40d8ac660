// The spelling check of the app's Dutch texts uses Debian's hunspell with the hunspell-nl
// dictionary (packages/content/test/spelling.test.ts); installed like Chromium when missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const HUNSPELL = '/usr/bin/hunspell';
const DICTIONARY = '/usr/share/hunspell/nl_NL.dic';
const PACKAGES = 'hunspell hunspell-nl';

export function ensureHunspell() {
  if (existsSync(HUNSPELL) && existsSync(DICTIONARY)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${HUNSPELL} or ${DICTIONARY} is missing: install them with "sudo apt-get install -y ${PACKAGES}".`,
    );
  }
  console.log('Installing Debian hunspell and hunspell-nl for the spelling check…');
  execSync(`apt-get update && apt-get install -y ${PACKAGES}`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureHunspell();
