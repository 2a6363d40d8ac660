import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { BootData } from '@tvt/contract';
import { parsePhase, type Phase } from '@tvt/domain';
import type { Config } from '../env.ts';
import type { BootDataSource } from '../modules/config/boot-data.ts';
import { NOT_FOUND_MESSAGE } from './errors.ts';
import { global } from './global.ts';
import { firstFrameDrawer } from '../pages/first-frame.ts';
import { pagesByRoute, readRoutePreloads } from './route-preloads.ts';
import { type Encoding, compressed } from '../http/compression.ts';
import { acceptedEncoding } from '../http/negotiate.ts';
import { sharePages } from '../pages/share-pages.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Paths that belong to the server, never to the web app's router. */
const SERVER_PREFIXES = [
  '/api',
  '/cdn',
  '/oidc',
  '/docs',
  '/metrics',
  '/media',
  '/healthz',
  '/readyz',
];

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

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** `Host` without its port: `127.0.0.1:8080` → `127.0.0.1`, `[::1]:80` → `[::1]`. */
function hostnameOf(host: string): string {
  return host.replace(/:\d+$/, '').toLowerCase();
}

/**
 * Where an app navigation on another host than the public address should go instead, or
 * undefined to serve it here (decision 049). Login and stored drafts belong to one origin, so
 * `127.0.0.1` is sent to `localhost` when that is the public address. A device for which a
 * loopback public address would mean itself (a phone on the local network) is not sent away:
 * it gets the app, whose login then says where to open it.
 */
export function publicAddressRedirect(
  publicUrl: string,
  host: string | undefined,
  url: string,
): string | undefined {
  if (host === undefined || host === '') return undefined;
  const target = new URL(publicUrl);
  const requested = hostnameOf(host);
  if (requested === target.hostname.toLowerCase()) return undefined;
  if (LOOPBACK.test(target.hostname) && !LOOPBACK.test(requested)) return undefined;
  return `${target.origin}${url}`;
}

/** The empty data block of index.html (however the build laid it out). */
const BOOT_ELEMENT = /<script type="application\/json" id="tvt-boot">\s*\{\}\s*<\/script>/;

/**
 * index.html with the boot data inlined as a JSON data block: never executed, so the strict
 * CSP holds. `<` is escaped so no value can close the element.
 */
export function withBootData(html: string, data: BootData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return html.replace(
    BOOT_ELEMENT,
    // A function, so `$&` and the like in a value are not replacement patterns.
    () => `<script type="application/json" id="tvt-boot">${json}</script>`,
  );
}

/**
 * The phase the page will show, for its preloads: `?phase=` wins as in the app (spec section 1;
 * an override the app keeps in local storage is not seen here), else the server's.
 */
function pagePhase(url: string, data: BootData): Phase | undefined {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  return parsePhase(new URLSearchParams(query).get('phase')) ?? data.phase?.id;
}

/** Compressed pages kept: a few per route and phase, since the boot data changes rarely. */
const KEPT_PAGES = 64;

/**
 * App pages compressed as the browser accepts. The not-found handler that sends them is no
 * route, so the compress plugin never sees them, and a page (boot data included) is 11–28 KB.
 * Pages repeat (the same route with the same boot data), so each is compressed once.
 */
function pageSender() {
  const kept = new Map<string, Buffer>();
  const encodedPage = (html: string, encoding: Encoding) => {
    const key = `${encoding} ${html}`;
    let body = kept.get(key);
    if (!body) {
      body = compressed(Buffer.from(html), encoding);
      if (kept.size >= KEPT_PAGES) kept.delete(kept.keys().next().value!);
      kept.set(key, body);
    }
    return body;
  };
  return (request: FastifyRequest, reply: FastifyReply, html: string) => {
    reply.header('vary', 'accept-encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding === undefined) return reply.send(html);
    return reply.header('content-encoding', encoding).send(encodedPage(html, encoding));
  };
}

/**
 * The built web app with an SPA fallback: a browser navigation to any client route gets
 * index.html; everything else unknown gets the JSON 404. Without a build, only the API runs.
 */
export const webPlugin = global(
  async (app: FastifyInstance, { config, boot }: { config: Config; boot?: BootDataSource }) => {
    const root = config.webDistDir;
    const hasApp = existsSync(join(root, 'index.html'));
    const shell = hasApp ? readFileSync(join(root, 'index.html'), 'utf8') : '';
    const pageFor = pagesByRoute(shell, hasApp ? readRoutePreloads(root) : []);
    const sendPage = pageSender();
    const drawFirstFrame = firstFrameDrawer(hasApp ? root : undefined);
    /**
     * The page of an app navigation: the route's preloads, the boot data and what the server
     * draws into it (screen frame, a first visit's tour). Without the data the page still
     * works: the app then fetches it itself.
     */
    const appPage = async (request: FastifyRequest): Promise<string> => {
      if (!boot) return pageFor(request.url);
      try {
        const data = await boot(request.url);
        const phase = pagePhase(request.url, data);
        return drawFirstFrame(withBootData(pageFor(request.url, phase), data), {
          url: request.url,
          cookies: request.headers.cookie,
          phase,
          boot: data,
        });
      } catch (error) {
        request.log.warn({ err: error }, 'boot data unavailable');
        return pageFor(request.url);
      }
    };
    const isNavigation = (request: FastifyRequest) =>
      wantsAppShell(request.method, request.url, request.headers.accept);
    if (hasApp) {
      // Before any file is served: the HTML of a navigation decides the origin the app runs on.
      app.addHook('onRequest', (request, reply, done) => {
        // A real route (the probes, /config.json, a built file) is never a navigation to move.
        const routed = request.routeOptions.url !== undefined;
        const target =
          !routed && isNavigation(request)
            ? publicAddressRedirect(config.publicUrl, request.host, request.url)
            : undefined;
        if (target === undefined) return done();
        reply.header('cache-control', REVALIDATE).redirect(target, 308);
      });
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        // One route per built file: unknown paths reach the not-found handler below directly.
        wildcard: false,
        // `/` is an app navigation like any other: the not-found handler below serves it.
        index: false,
        // The build's Brotli and gzip copies (decision 068), as the browser accepts, without
        // compressing again; they are no files of their own to ask for.
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz'],
        cacheControl: false,
        setHeaders: (reply, path) => {
          reply.header('cache-control', cacheControlFor(relative(root, path)));
        },
      });
      // The results pages are app pages like any other (their boot data, preloads and first
      // visit's tour: issue 30's first paint), with their own link-preview tags.
      sharePages(app, { config, page: appPage, send: sendPage });
    } else {
      app.log.warn({ webDistDir: root }, 'web app build not found: serving the API only');
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (hasApp && isNavigation(request)) {
        reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8');
        return appPage(request).then((page) => sendPage(request, reply, page));
      }
      return reply.status(404).send({ message: NOT_FOUND_MESSAGE });
    });
  },
);
