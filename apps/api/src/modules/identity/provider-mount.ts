import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { HttpError } from '../../http-error.ts';
import { PROVIDER_PREFIX, type Providers } from './provider.ts';

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

/**
 * Hands raw requests under /oidc to oidc-provider's Node callback with the prefix removed (the
 * issuer URL carries it). Fastify must not read the body: the provider parses its own.
 */
export function providerMount(
  app: FastifyInstance,
  { providers }: { providers: Providers },
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
    reply.hijack();
    // Express-style: the provider derives its mount path from originalUrl minus url.
    Object.assign(request.raw, { originalUrl: url });
    request.raw.url = url.slice(PROVIDER_PREFIX.length);
    await callbackOf(providers.current())(request.raw, reply.raw);
  });
  done();
}
