import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { HttpError } from '../../http-error.ts';
import { PROVIDER_PREFIX, type Providers } from './provider.ts';
import { validHost } from './provider-guard.ts';

/** The provider's own routes below the prefix; anything else under /oidc is a plain 404. */
const PROVIDER_ROUTES = [
  /^\/\.well-known\/openid-configuration$/,
  /^\/auth(\/[^/]+)?$/,
  /^\/token$/,
  /^\/token\/revocation$/,
  /^\/me$/,
  /^\/jwks$/,
  /^\/session\/end(\/confirm|\/success)?$/,
];

/** The revocation form, at most 56 KiB as the provider allows. */
async function readBody(raw: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of raw) {
    size += chunk.length;
    if (size > 56 * 1024) throw new HttpError(413, 'Te groot');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Hands raw requests under /oidc to oidc-provider's Node callback with the prefix removed (the
 * issuer URL carries it). Fastify must not read the body: the provider parses its own.
 */
export function providerMount(
  app: FastifyInstance,
  options: {
    providers: Providers;
    /** Revokes a JWT access token itself; false: not one, the provider takes the request. */
    revokeAccessToken: (form: URLSearchParams) => Promise<boolean>;
  },
  done: () => void,
) {
  const callbacks = new WeakMap<Provider, ReturnType<Provider['callback']>>();
  const callbackOf = (provider: Provider) => {
    let callback = callbacks.get(provider);
    if (!callback) callbacks.set(provider, (callback = provider.callback()));
    return callback;
  };
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, next) => next(null));
  app.all(`${PROVIDER_PREFIX}/*`, { schema: { hide: true } }, async (request, reply) => {
    const url = request.raw.url ?? '/';
    const path = url.slice(PROVIDER_PREFIX.length).split('?')[0] ?? '';
    if (!PROVIDER_ROUTES.some((route) => route.test(path))) {
      throw new HttpError(404, 'Niet gevonden');
    }
    // The provider builds its URLs from the Host (behind a proxy: X-Forwarded-Host) header.
    const forwarded = request.headers['x-forwarded-host'];
    const firstForwarded = typeof forwarded === 'string' ? forwarded.split(',')[0]!.trim() : '';
    if (!validHost(request.headers.host) || (forwarded !== undefined && !validHost(firstForwarded)))
      throw new HttpError(400, 'Ongeldige Host-header');
    if (path === '/token/revocation' && request.method === 'POST') {
      const body = await readBody(request.raw);
      if (await options.revokeAccessToken(new URLSearchParams(body.toString('latin1')))) {
        return reply.code(200).header('cache-control', 'no-store').send();
      }
      // The provider takes an already-read body from `req.body`.
      Object.assign(request.raw, { body });
    }
    reply.hijack();
    // Express-style: the provider derives its mount path from originalUrl minus url.
    Object.assign(request.raw, { originalUrl: url });
    request.raw.url = url.slice(PROVIDER_PREFIX.length);
    await callbackOf(options.providers.current())(request.raw, reply.raw);
  });
  done();
}
