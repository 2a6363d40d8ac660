import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Marks the intro tour as seen, so specs about other screens are not covered by it. */
export async function skipIntroTour(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('introTourIsHidden', 'true'));
}

/** Fails on any WCAG 2.0/2.1/2.2 A or AA violation on the current screen. */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
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
