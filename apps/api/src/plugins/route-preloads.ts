import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type RoutePreload, type RoutePreloads, routePreloads } from '@tvt/contract';
import type { Phase } from '@tvt/domain';

const FILE = 'route-preloads.json';

/** The build's table of route preloads; none for a build without one. */
export function readRoutePreloads(distDir: string): RoutePreloads {
  const file = join(distDir, FILE);
  if (!existsSync(file)) return [];
  return routePreloads.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * How a route pattern (`vogelgids/:id`, `*`) fits a path's segments: undefined when it does not,
 * else its number of fixed segments, since the router prefers `herkennen/vragen` to
 * `herkennen/:id`; the catch-all fits anything, least of all.
 */
function fit(pattern: string, segments: string[]): number | undefined {
  if (pattern === '*') return -1;
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return undefined;
  let fixed = 0;
  for (const [index, part] of parts.entries()) {
    if (part.startsWith(':')) continue;
    if (part !== segments[index]) return undefined;
    fixed += 1;
  }
  return fixed;
}

/**
 * The preloads of the screen the router will show for `url`, as it is in `phase` when the table
 * has that variant; none for `/` (a redirect).
 */
export function preloadsFor(
  url: string,
  table: RoutePreloads,
  phase?: Phase,
): RoutePreload | undefined {
  const segments = (url.split(/[?#]/)[0] ?? '').split('/').filter((part) => part !== '');
  if (segments.length === 0) return undefined;
  let best: RoutePreload | undefined;
  let bestFit = Number.NEGATIVE_INFINITY;
  for (const entry of table) {
    if (entry.phase !== undefined && entry.phase !== phase) continue;
    const score = fit(entry.path, segments);
    const better =
      score !== undefined && (score > bestFit || (score === bestFit && entry.phase !== undefined));
    if (better) [best, bestFit] = [entry, score];
  }
  return best;
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page with its screen's chunks and style sheets named in the head (decision 062), at low
 * priority like the entry's (decision 058), with `crossorigin` as Vite's loader asks for them, so
 * that its later requests find them already on their way.
 */
export function withRoutePreloads(html: string, preload: RoutePreload | undefined): string {
  if (!preload || (preload.scripts.length === 0 && preload.styles.length === 0)) return html;
  const links = [
    ...preload.scripts.map(
      (href) =>
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="${attribute(href)}">`,
    ),
    ...preload.styles.map(
      (href) =>
        `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${attribute(href)}">`,
    ),
  ].join('');
  return html.replace('</head>', () => `${links}</head>`);
}

/**
 * The page for each navigation, every variant written once at start: per request only the
 * route (and the phase the page shows) is matched. A path no screen fits gets the page as built.
 */
export function pagesByRoute(
  html: string,
  table: RoutePreloads,
): (url: string, phase?: Phase) => string {
  const pages = new Map(table.map((entry) => [entry, withRoutePreloads(html, entry)]));
  return (url, phase) => {
    const entry = preloadsFor(url, table, phase);
    return (entry && pages.get(entry)) ?? html;
  };
}
