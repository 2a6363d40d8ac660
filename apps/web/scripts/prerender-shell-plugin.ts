import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Build step (issue 15, decision 051): renders the app's first frame (src/app/prerender-shell.tsx)
 * with React on Node and puts it inside #root of index.html. A throwaway Vite server in
 * middleware mode loads the module, so the TSX, the `#shared/*` imports and the CSS imports
 * resolve as in the app. The build fails when the shell cannot be rendered.
 */
export function prerenderShellPlugin(): Plugin {
  const root = fileURLToPath(new URL('..', import.meta.url));
  return {
    name: 'tvt-prerender-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
        const server = await createServer({
          root,
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const { renderShell } = (await server.ssrLoadModule('/src/app/prerender-shell.tsx')) as {
            renderShell: () => string;
          };
          return html.replace(ROOT_ELEMENT, `<div id="root">${renderShell()}</div>`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
