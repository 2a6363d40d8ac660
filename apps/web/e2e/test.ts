import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

/**
 * What a test may let the browser log: `allow()` takes patterns matched against each line
 * (`console.error: <text> <url>` or `pageerror: <message>`). Only for an error the test
 * provokes on purpose, say a refused request whose failed load Chromium logs; a line nobody
 * allowed fails the test after it ran.
 */
export interface BrowserErrors {
  allow(...patterns: RegExp[]): void;
}

/**
 * Every spec's `test`: the same as Playwright's, except that a `console.error` or an uncaught
 * error in any page of the test (its own context and any it opens with `browser.newContext()`
 * or `browser.newPage()`) fails it, unless the test allowed that line with `browserErrors`.
 */
export const test = base.extend<{ browserErrors: BrowserErrors }>({
  browserErrors: [
    async ({ browser }, provide) => {
      const allowed: RegExp[] = [];
      const seen: string[] = [];
      const watch = (context: BrowserContext) => {
        context.on('console', (message) => {
          if (message.type() !== 'error') return;
          const { url } = message.location();
          seen.push(`console.error: ${message.text()}${url ? ` ${url}` : ''}`);
        });
        context.on('weberror', (error) => {
          const { message, stack } = error.error();
          seen.push(`pageerror: ${message}\n${stack ?? ''}`);
        });
      };
      const restore = watchNewContexts(browser, watch);
      try {
        await provide({ allow: (...patterns) => allowed.push(...patterns) });
      } finally {
        restore();
      }
      const unexpected = seen.filter((line) => !allowed.some((pattern) => pattern.test(line)));
      expect(unexpected, 'console errors and uncaught page errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, browserErrors: _ }, provide) => {
    await provide(context);
  },
});

/**
 * The line Chromium logs for a request that failed on purpose: answered with `reason` (a status
 * such as 404) or broken off by it (a network error such as 'ERR_INTERNET_DISCONNECTED', read as
 * a regular expression), at a URL whose path matches `path` (a string is the exact path, any
 * query after it; a regular expression is matched from the path's start).
 */
export function failedLoad(reason: number | string, path: string | RegExp): RegExp {
  const why =
    typeof reason === 'number'
      ? `the server responded with a status of ${reason} `
      : `net::${reason} `;
  const where =
    typeof path === 'string'
      ? `${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?|$)`
      : path.source;
  return new RegExp(`^console\\.error: Failed to load resource: ${why}.*https?://[^/]+${where}`);
}

/**
 * Hooks the contexts this test makes: the config's `context` fixture and a test's own
 * `browser.newContext()` (which `browser.newPage()` goes through too) call the same method.
 */
function watchNewContexts(browser: Browser, watch: (context: BrowserContext) => void): () => void {
  const original = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await original(...args);
    watch(context);
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}

export { expect };
