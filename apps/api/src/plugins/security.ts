import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
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

export const securityPlugin = global(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      // The app loads no cross-origin resources that would need CORP opt-in; keep the default off.
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // HSTS only means something when the public address is https.
      strictTransportSecurity: config.publicUrl.startsWith('https://')
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
    });
  },
);
