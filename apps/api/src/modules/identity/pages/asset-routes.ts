import type { FastifyInstance } from 'fastify';
import { IDENTITY_CSS } from './identity-css.ts';
import { registerJs } from './register-js.ts';

export interface IdentityAssetOptions {
  /** The postcode service's base (`PUBLIC_POSTCODE_API`), as the web app is told it. */
  postcodeBase: string;
}

/** The pages' stylesheet and address script, as files so the CSP stays without inline code. */
export function identityAssetRoutes(
  app: FastifyInstance,
  { postcodeBase }: IdentityAssetOptions,
  done: () => void,
) {
  const asset = (path: string, type: string, body: string) =>
    app.get(path, { schema: { hide: true } }, async (_request, reply) =>
      reply.type(type).header('cache-control', 'public, max-age=3600').send(body),
    );
  asset('/oidc/assets/identity.css', 'text/css; charset=utf-8', IDENTITY_CSS);
  asset('/oidc/assets/register.js', 'text/javascript; charset=utf-8', registerJs(postcodeBase));
  done();
}
