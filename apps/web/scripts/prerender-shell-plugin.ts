import type { Plugin } from 'vite';
import { withAppModules } from './with-app-modules.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Build step (issue 15, decision 051): renders the app's first frame (src/app/prerender-shell.tsx)
 * with React on Node and puts it inside #root of index.html. The build fails when the shell
 * cannot be rendered.
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
  };
}
