import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../env.ts';
import { NOT_FOUND_MESSAGE } from './errors.ts';
import { global } from './global.ts';
import { sharePages } from '../modules/share/share-pages.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Paths that belong to the server, never to the web app's router. */
const SERVER_PREFIXES = ['/api', '/cdn', '/oidc', '/docs', '/metrics', '/media'];

/** Vite puts content-hashed files under assets/; everything else may change under the same name. */
export function cacheControlFor(relativePath: string): string {
  return relativePath.split(sep).join('/').startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

function isServerPath(path: string): boolean {
  return SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * A navigation to a client route: GET/HEAD outside the server's paths, asked by a browser
 * (`text/html`) or by a client that takes anything (`*\/*`, no Accept: link-preview crawlers,
 * curl). A missing file (a name with an extension) gets the app only when HTML is asked for,
 * so a stale script URL fails as a 404, not as HTML parsed as JavaScript.
 */
export function wantsAppShell(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '';
  if (isServerPath(path)) return false;
  const wanted = accept ?? '*/*';
  if (wanted.includes('text/html')) return true;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return wanted.includes('*/*') && !lastSegment.includes('.');
}

/**
 * The built web app with an SPA fallback: a browser navigation to any client route gets
 * index.html; everything else unknown gets the JSON 404. Without a build, only the API runs.
 */
export const webPlugin = global(async (app: FastifyInstance, { config }: { config: Config }) => {
  const root = config.webDistDir;
  const hasApp = existsSync(join(root, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // One route per built file: unknown paths reach the not-found handler below directly.
      wildcard: false,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControlFor(relative(root, path)));
      },
    });
    sharePages(app, { config, indexHtml: readFileSync(join(root, 'index.html'), 'utf8') });
  } else {
    app.log.warn({ webDistDir: root }, 'web app build not found: serving the API only');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasApp && wantsAppShell(request.method, request.url, request.headers.accept)) {
      return reply.header('cache-control', REVALIDATE).sendFile('index.html');
    }
    return reply.status(404).send({ message: NOT_FOUND_MESSAGE });
  });
});
