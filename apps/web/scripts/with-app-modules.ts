import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

type Load = (path: string) => Promise<Record<string, unknown>>;

/**
 * Runs `work` with a loader of the app's modules on Node at build time: a throwaway Vite server
 * in middleware mode, so that TSX, `#shared/*` imports and CSS imports resolve as in the app,
 * and a module loaded twice is the same object.
 */
export async function withAppModules<T>(work: (load: Load) => Promise<T>): Promise<T> {
  const server = await createServer({
    root: fileURLToPath(new URL('..', import.meta.url)),
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    return await work((path) => server.ssrLoadModule(path));
  } finally {
    await server.close();
  }
}
