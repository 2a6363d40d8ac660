import type { FastifyInstance } from 'fastify';
import type { Config } from '../env.ts';
import { global } from './global.ts';

function originOf(url: string): string | undefined {
  return /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
}

/** The distinct origins of `urls` other than this server's own. */
function foreignOrigins(config: Config, urls: readonly string[]): string[] {
  const own = originOf(config.publicUrl);
  const origins = urls.map(originOf).filter((o): o is string => o !== undefined && o !== own);
  return [...new Set(origins)];
}

/** Origins outside this server that the web app talks to, from the configured service bases. */
export function externalOrigins(config: Config): string[] {
  return foreignOrigins(config, [
    ...Object.values(config.services),
    config.cdn,
    config.oidc?.authority ?? '',
  ]);
}

/**
 * Where the embedded provider's forms may end up: a login or logout form is answered with a
 * redirect to the client, and browsers hold such redirects to `form-action` as well. So the
 * origins of the extra redirect URIs (a dev server, another deployment) must be listed.
 */
function redirectOrigins(config: Config): string[] {
  return config.identity.embedded ? foreignOrigins(config, config.identity.redirectUris) : [];
}

/**
 * The CSP the built React app runs under: scripts only from this origin (Vite emits no inline
 * script, the service worker registers from registerSW.js). Inline style elements and attributes
 * are allowed because the dialog scroll lock and the cropper inject <style> at run time; styles
 * cannot run code.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const external = externalOrigins(config);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...external],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...external],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ["'self'", ...external],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...new Set([...external, ...redirectOrigins(config)])],
  };
  if (config.publicUrl.startsWith('https://')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

export interface SecurityHeaders {
  /** Every answer: stops type sniffing and no-cors reads from other origins; HSTS on https. */
  data: Record<string, string>;
  /** Documents (HTML, the service worker script) also get the CSP and the framing rules. */
  document: Record<string, string>;
}

/** Computed once at start: the per-request work is copying two small objects. */
export function securityHeaders(config: Config): SecurityHeaders {
  const csp = Object.entries(contentSecurityPolicy(config))
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
  const data: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
  };
  // HSTS only means something when the public address is https.
  if (config.publicUrl.startsWith('https://')) {
    data['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  }
  const document: Record<string, string> = {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  return { data, document };
}

/** A worker's CSP is the one its script was served with. */
const DOCUMENT_PATHS = new Set(['/sw.js']);
/** The embedded provider answers on the raw response: it gets the full set up front. */
const RAW_PREFIX = '/oidc';

/**
 * Helmet's header set, precomputed once instead of rebuilt per request, and sent where it serves:
 * JSON, images and scripts get the two headers that protect them (about 80 bytes instead of
 * about 1 kB); HTML documents keep the CSP and the rest. A header a route set itself (the SVG's
 * sandbox CSP, an image's cross-origin CORP) wins.
 */
export const securityPlugin = global(
  (app: FastifyInstance, { config }: { config: Config }, done: () => void) => {
    const { data, document } = securityHeaders(config);
    const full = { ...data, ...document };
    app.addHook('onRequest', (request, reply, next) => {
      if (request.url.startsWith(RAW_PREFIX)) {
        for (const [name, value] of Object.entries(full)) reply.raw.setHeader(name, value);
      } else {
        reply.headers(data);
      }
      next();
    });
    app.addHook('onSend', (request, reply, payload, next) => {
      const type = reply.getHeader('content-type');
      const isDocument =
        (typeof type === 'string' && type.startsWith('text/html')) ||
        DOCUMENT_PATHS.has(request.url.split('?')[0] ?? '');
      if (isDocument) {
        for (const name in document) {
          if (!reply.hasHeader(name)) reply.header(name, document[name]);
        }
      }
      next(null, payload);
    });
    done();
  },
);
