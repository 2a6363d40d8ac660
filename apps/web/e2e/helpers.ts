import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * Marks the intro tour as seen, so specs about other screens are not covered by it: the key in
 * local storage and the cookie the app sets beside it, by which the server leaves the tour out
 * of the page (decision 066).
 */
export async function skipIntroTour(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('introTourIsHidden', 'true'));
  const { baseURL } = test.info().project.use;
  if (baseURL) {
    await page.context().addCookies([{ name: 'introTourIsHidden', value: 'true', url: baseURL }]);
  }
}

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
  // Every rule still runs; only the violations' nodes are described in full. The passes'
  // nodes, HTML and all, were most of a result that went through the protocol to be dropped.
  resultTypes: ['violations'],
};

/**
 * A second engine beside axe (issue 37): HTML_CodeSniffer's WCAG2AA standard, its errors only
 * (its warnings and notices are questions for a person). It finds other things than axe (an
 * autocomplete that does not fit its input's type, an untitled frame, a form no one can submit).
 */
const HTMLCS_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'),
  'utf8',
);

interface HtmlcsMessage {
  type: number;
  code: string;
  msg: string;
  element: Element;
}
type WithHtmlcs = Window & {
  HTMLCS?: {
    process: (standard: string, content: Document, done: () => void) => void;
    getMessages: () => HtmlcsMessage[];
    getTranslation: (key: string) => string | undefined;
  };
};

type WithAxe = Window & {
  axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
};

/**
 * Fails on any WCAG 2.0/2.1/2.2 A or AA violation on the current screen, by axe and then by
 * HTML_CodeSniffer (WCAG2AA errors). Each engine is loaded once
 * per document and run in the page: @axe-core/playwright loaded its 580 KB again on every check
 * and finished each in a new blank page (for cross-origin frames, which the app has none of),
 * 0.7–1.0 s a check against 0.1–0.2 s (decision 064).
 */
export async function expectAccessible(page: Page): Promise<void> {
  if (!(await page.evaluate(() => Boolean((window as WithAxe).axe)))) {
    await page.evaluate(AXE_SOURCE);
  }
  const { violations } = await page.evaluate(async (options) => {
    // A smooth scroll still running (the count goes to a bird) moves targets under the sticky
    // bar mid-check; axe sees the screen once it has come to rest, as a person would.
    await new Promise<void>((resolve) => {
      let last = Number.NaN;
      let still = 0;
      const frame = () => {
        still = window.scrollY === last ? still + 1 : 0;
        last = window.scrollY;
        if (still >= 3) resolve();
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    // Only the violations leave the page: the rest of the result is not read.
    const { violations } = await (window as WithAxe).axe!.run(document, options);
    return { violations };
  }, AXE_OPTIONS);
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  if (!(await page.evaluate(() => Boolean((window as WithHtmlcs).HTMLCS)))) {
    await page.evaluate(HTMLCS_SOURCE);
    // Version 2.5.1 lacks a few of its own message texts and then throws instead of reporting:
    // the message's code stands in for its text.
    await page.evaluate(() => {
      const htmlcs = (window as WithHtmlcs).HTMLCS!;
      const translate = htmlcs.getTranslation.bind(htmlcs);
      htmlcs.getTranslation = (key) => {
        try {
          return translate(key) ?? key;
        } catch {
          return key;
        }
      };
    });
  }
  const errors = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const htmlcs = (window as WithHtmlcs).HTMLCS!;
        htmlcs.process('WCAG2AA', document, () =>
          resolve(
            htmlcs
              .getMessages()
              .filter((m) => m.type === 1)
              .map((m) => `${m.code}: ${m.msg} (${m.element.outerHTML.slice(0, 120)})`),
          ),
        );
      }),
  );
  expect(errors, `HTML_CodeSniffer errors on ${page.url()}`).toEqual([]);
}

export function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** The app has a known phase once the frame carries it. */
export async function expectPhase(page: Page, phase: 1 | 2 | 3): Promise<void> {
  await expect(page.locator('.app')).toHaveAttribute('data-phase', String(phase));
}

/**
 * The URL path of the built chunk that holds `source` (relative to apps/web, e.g.
 * 'src/features/install-popup/install-popup.tsx'), from the build's manifest: chunk names are
 * bare hashes, so a test cannot tell a chunk by its name.
 */
export function builtChunk(source: string): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the build manifest`);
  return `/${entry.file}`;
}

/** With E2E_SHOTS set (a folder), a screen is saved there for review by eye; else nothing. */
export async function shot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png` });
}
