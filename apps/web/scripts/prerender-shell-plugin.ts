import { FIRST_TOUR_TEMPLATE_FILE, firstTourMarkers } from '@tvt/contract';
import type { Plugin } from 'vite';
import { withAppModules } from './with-app-modules.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Build step (issue 15, decisions 051 and 066): renders the app's first frame
 * (src/app/prerender-shell.tsx) with React on Node and puts it inside #root of index.html, and
 * writes the template of the intro tour's first page that the server fills per page. The build
 * fails when either cannot be rendered, or the template lacks a place for a value.
 */
export function prerenderShellPlugin(): Plugin {
  return {
    name: 'tvt-prerender-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
        const shell = await withAppModules(async (load) => {
          const { renderShell } = await load('/src/app/prerender-shell.tsx');
          return (renderShell as () => string)();
        });
        return html.replace(ROOT_ELEMENT, `<div id="root">${shell}</div>`);
      },
    },
    async generateBundle() {
      const template = await withAppModules(async (load) => {
        const { renderFirstTourTemplate } = await load('/src/app/prerender-shell.tsx');
        return (renderFirstTourTemplate as () => string)();
      });
      for (const marker of Object.values(firstTourMarkers)) {
        if (!template.includes(marker)) throw new Error(`the tour template lacks ${marker}`);
      }
      this.emitFile({ type: 'asset', fileName: FIRST_TOUR_TEMPLATE_FILE, source: template });
    },
  };
}
