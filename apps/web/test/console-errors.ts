import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Every web unit test fails when something writes to `console.error` (React's warnings, jsdom's
 * uncaught errors in event handlers, our own code) unless the test allows that line beforehand:
 *
 *   import { allowConsoleErrors } from '#test/console-errors.ts';
 *   allowConsoleErrors(/^donationRedirect HttpError/);
 *
 * The lines still print, so a failure shows them where they happened.
 */
const allowed: RegExp[] = [];
let logged: string[] = [];
let spy: { mockRestore: () => void } | undefined;

export function allowConsoleErrors(...patterns: RegExp[]): void {
  allowed.push(...patterns);
}

beforeEach(() => {
  logged = [];
  const original = console.error.bind(console);
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(format(...args));
    original(...args);
  });
});

afterEach(() => {
  const unexpected = logged.filter((line) => !allowed.some((pattern) => pattern.test(line)));
  allowed.length = 0;
  logged = [];
  // A test's own vi.restoreAllMocks() may have restored it already.
  spy?.mockRestore();
  if (unexpected.length > 0) {
    throw new Error(`console.error was called:\n${unexpected.join('\n---\n')}`);
  }
});
