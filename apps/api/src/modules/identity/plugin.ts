import type { FastifyInstance } from 'fastify';
import { errors } from 'oidc-provider';
import type { Database } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { createCredentialService } from '../account/credentials.ts';
import { createAccountRepository } from '../account/repository.ts';
import { createAddressFinder } from './address-finder.ts';
import { interactionRoutes } from './interaction-routes.ts';
import { loadProviderKeys } from './keys.ts';
import { createMailer } from '../mail/mailer.ts';
import { identityAssetRoutes } from './pages/asset-routes.ts';
import { messagePage } from './pages/auth-pages.ts';
import { createPayloadRepository } from './payload-repository.ts';
import { PROVIDER_PREFIX, createProvider } from './provider.ts';
import { providerMount } from './provider-mount.ts';
import { verifyLinkRoutes } from './verify-link-routes.ts';
import { createLoginThrottle } from './throttle.ts';
import { createThrottleRepository } from './throttle-repository.ts';

const CLEAN_UP_MS = 10 * 60_000;

export interface IdentityOptions {
  config: Config;
  database: Database;
  now: () => Date;
}

/** The embedded OpenID Connect provider under /oidc; absent when OIDC_ISSUER is external. */
export async function identityPlugin(app: FastifyInstance, options: IdentityOptions) {
  const { config, database, now } = options;
  if (!config.identity.embedded) return;
  const accounts = createAccountRepository(database.db);
  const payloads = createPayloadRepository(database.db);
  const provider = createProvider({
    config,
    keys: await loadProviderKeys(database),
    payloads,
    accounts,
  });
  const credentials = createCredentialService({
    repo: accounts,
    mailer: createMailer(config.mail, app.log),
    now,
    verifyLink: (email, code) =>
      `${config.publicUrl}${PROVIDER_PREFIX}/verify?${new URLSearchParams({ email, code }).toString()}`,
  });
  const throttle = createLoginThrottle(createThrottleRepository(database.db), now);

  await app.register(async (scope) => {
    // Form posts of the Dutch pages; the provider's own endpoints read their raw body themselves.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // A login page opened late or in another browser has no interaction cookie: say so in Dutch.
    scope.setErrorHandler((error, _request, reply) => {
      if (!(error instanceof errors.OIDCProviderError)) throw error;
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(
          messagePage(
            'Deze pagina is verlopen',
            'Deze inlogpagina is verlopen of in een andere browser geopend. Ga terug naar de app en probeer het opnieuw.',
            { href: `${config.publicUrl}/`, text: 'Naar de app' },
          ),
        );
    });
    await scope.register(identityAssetRoutes);
    await scope.register(interactionRoutes, {
      provider,
      credentials,
      throttle,
      findAddress: createAddressFinder(config, database),
    });
    await scope.register(verifyLinkRoutes, { credentials, publicUrl: config.publicUrl });
  });
  await app.register(providerMount, { provider });

  // Expired codes, sessions and throttle windows go; any instance may do it, it is idempotent.
  const timer = setInterval(() => {
    Promise.all([payloads.deleteExpired(new Date()), throttle.cleanUp()]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'identity clean-up failed'),
    );
  }, CLEAN_UP_MS);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
