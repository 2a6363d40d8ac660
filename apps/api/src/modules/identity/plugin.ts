import type { FastifyInstance } from 'fastify';
import { errors } from 'oidc-provider';
import type { OfficeRole } from '@tvt/domain';
import type { Config } from '../../env.ts';
import { HttpError } from '../../http-error.ts';
import { findInvalidText, invalidTextMessage } from '../../input/invalid-text.ts';
import type { CredentialService } from '../account/credentials.ts';
import type { AccountRepository } from '../account/repository.ts';
import { interactionRoutes } from './interaction-routes.ts';
import type { AccessTokenVerifier } from '../credentials/token.ts';
import type { KeyRing } from './key-ring.ts';
import type { TokenDenylist } from './token-denylist.ts';
import { identityAssetRoutes } from './pages/asset-routes.ts';
import { messagePage } from './pages/auth-pages.ts';
import type { PayloadRepository } from './payload-repository.ts';
import type { ProviderKeys } from './keys.ts';
import { createProvider } from './provider.ts';
import { providerMount } from './provider-mount.ts';
import { accessTokenRevoker } from './revoke-access-token.ts';
import type { AddressFinder } from './registration-form.ts';
import { verifyLinkRoutes } from './verify-link-routes.ts';
import { setPasswordRoutes } from './set-password-routes.ts';
import type { LoginThrottle } from './throttle.ts';

const CLEAN_UP_MS = 10 * 60_000;

/** What the embedded provider works with; built once by the composition root. */
export interface IdentityServices {
  accounts: AccountRepository;
  payloads: PayloadRepository;
  /** This instance's key set, re-read while running (decision 042). */
  keys: KeyRing;
  /** Revoked access tokens (decision 043), and the check of a token handed to revocation. */
  denylist: TokenDenylist;
  verifyAccessToken: AccessTokenVerifier;
  credentials: CredentialService;
  throttle: LoginThrottle;
  findAddress: AddressFinder;
  /** The account's stored office roles: the `roles` claim of its access tokens (decision 060). */
  rolesOf: (accountId: string) => Promise<OfficeRole[]>;
}

export interface IdentityOptions {
  config: Config;
  /** Undefined when OIDC_ISSUER is external. */
  identity: IdentityServices | undefined;
}

/** The embedded OpenID Connect provider under /oidc; absent when OIDC_ISSUER is external. */
export async function identityPlugin(app: FastifyInstance, options: IdentityOptions) {
  const { config, identity } = options;
  if (!config.identity.embedded || !identity) return;
  const { payloads, credentials, throttle, findAddress } = identity;
  const { denylist } = identity;
  const onError = (error: unknown) => app.log.warn({ err: error }, 'token denylist: write failed');
  const build = (keys: ProviderKeys) =>
    createProvider({
      config,
      keys,
      payloads,
      accounts: identity.accounts,
      rolesOf: identity.rolesOf,
      denylist,
      onError,
      onServerError: (error) => app.log.error({ err: error }, 'identity provider failed'),
    });
  // A changed key set builds a new provider; its state is all in the database, so requests in
  // flight on the old one finish there and the next ones use the new keys.
  let provider = build(identity.keys.current());
  identity.keys.onChange((keys) => {
    provider = build(keys);
  });
  const providers = { current: () => provider };

  await app.register(async (scope) => {
    // Form posts of the Dutch pages; the provider's own endpoints read their raw body themselves.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => {
        const form = Object.fromEntries(new URLSearchParams(String(body)));
        const field = findInvalidText(form);
        if (field !== undefined) done(new HttpError(400, invalidTextMessage(field), field));
        else done(null, form);
      },
    );
    // The forms read fields off an object: an empty, `null` or non-object body is an empty form.
    scope.addHook('preValidation', (request, _reply, next) => {
      const body = request.body;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) request.body = {};
      next();
    });
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
    await scope.register(identityAssetRoutes, { postcodeBase: config.services.postcode });
    await scope.register(interactionRoutes, {
      providers,
      credentials,
      throttle,
      findAddress,
    });
    await scope.register(verifyLinkRoutes, { credentials, publicUrl: config.publicUrl });
    await scope.register(setPasswordRoutes, { credentials, publicUrl: config.publicUrl });
  });
  await app.register(providerMount, {
    providers,
    revokeAccessToken: accessTokenRevoker(identity.verifyAccessToken, denylist),
  });

  // Expired codes, sessions and throttle windows go; any instance may do it, it is idempotent.
  const timer = setInterval(() => {
    Promise.all([payloads.deleteExpired(new Date()), throttle.cleanUp(), denylist.cleanUp()]).catch(
      (error: unknown) => app.log.warn({ err: error }, 'identity clean-up failed'),
    );
  }, CLEAN_UP_MS);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
