import {
  FIRST_FRAMES_FILE,
  FIRST_TOUR_TEMPLATE_FILE,
  type FirstFrames,
  firstFrames,
  firstTourMarkers,
} from '@tvt/contract';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { withAppModules } from './with-app-modules.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

const CAMPAIGN_IMAGE = /^assets\/campaign-(default|jg|bs)-[\w-]+\.svg$/;

/** The app's own banner pictures per segment as built (their names carry a content hash). */
function campaignImages(bundle: OutputBundle): Record<string, string> {
  const found: Record<string, string> = {};
  for (const fileName of Object.keys(bundle)) {
    const segment = CAMPAIGN_IMAGE.exec(fileName)?.[1];
    if (segment) found[segment] = `/${fileName}`;
  }
  return found;
}

/**
 * Build step (issue 15, decisions 051 and 066): renders the app's first frame
 * (src/app/prerender-shell.tsx) with React on Node and puts it inside #root of index.html, and
 * writes what the server draws into a page per request: the template of the intro tour's first
 * page, and the frames of home (its banner's picture) and of the count's first step. The build
 * fails when any cannot be rendered or lacks a place for a value.
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
    async generateBundle(_options, bundle) {
      const { template, shell, frames } = await withAppModules(async (load) => {
        const module = await load('/src/app/prerender-shell.tsx');
        return {
          template: (module.renderFirstTourTemplate as () => string)(),
          shell: (module.renderShell as () => string)(),
          frames: (module.renderScreenFrames as () => Pick<FirstFrames, 'home' | 'count'>)(),
        };
      });
      for (const marker of Object.values(firstTourMarkers)) {
        if (!template.includes(marker)) throw new Error(`the tour template lacks ${marker}`);
      }
      this.emitFile({ type: 'asset', fileName: FIRST_TOUR_TEMPLATE_FILE, source: template });
      const table: FirstFrames = firstFrames.parse({
        shell,
        ...frames,
        campaignImages: campaignImages(bundle),
      });
      this.emitFile({ type: 'asset', fileName: FIRST_FRAMES_FILE, source: JSON.stringify(table) });
    },
  };
}
