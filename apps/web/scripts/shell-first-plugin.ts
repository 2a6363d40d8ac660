import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module"(?![^>]*fetchpriority)/g;
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/g;

/**
 * Build step (issue 15, decision 058): the prerendered shell paints with the HTML and the style
 * sheet alone, so the entry script and its preloads are fetched at low priority. On a slow
 * connection Chrome then gives the style sheet the bandwidth first (low-priority requests wait
 * while a render-blocking one is in flight) instead of sharing it with 115 KB of JavaScript.
 * The build fails when the page has no entry script to mark.
 */
export function shellFirstPlugin(): Plugin {
  return {
    name: 'tvt-shell-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes('<script type="module"'))
          throw new Error('index.html has no module entry script');
        return html
          .replace(ENTRY_SCRIPT, '<script type="module" fetchpriority="low"')
          .replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
      },
    },
  };
}
