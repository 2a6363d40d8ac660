import type { FastifyBaseLogger } from 'fastify';
import type { OfficeRole } from '@tvt/domain';
import type { Config } from './env.ts';
import { createCredentialService } from './modules/account/credentials.ts';
import { createExternalAccounts } from './modules/account/external-accounts.ts';
import { createMailLimiter } from './modules/account/mail-limits.ts';
import type { AccountRepository } from './modules/account/repository.ts';
import { createRequireAccount } from './modules/account/require-account.ts';
import { createAccountService } from './modules/account/service.ts';
import type { AddressService } from './modules/address/service.ts';
import type { CountPersonalRepository } from './modules/count/personal-repository.ts';
import type { ThrottleRepository } from './modules/credentials/throttle-repository.ts';
import { createAccessTokenVerifier } from './modules/identity/access-token.ts';
import { createAddressFinder } from './modules/identity/address-finder.ts';
import { createExternalIssuer } from './modules/identity/external-issuer.ts';
import type { KeyRepository } from './modules/identity/key-repository.ts';
import { createKeyRing } from './modules/identity/key-ring.ts';
import type { PayloadRepository } from './modules/identity/payload-repository.ts';
import type { IdentityServices } from './modules/identity/plugin.ts';
import { PROVIDER_PREFIX } from './modules/identity/provider.ts';
import type { RevokedTokenRepository } from './modules/identity/revoked-token-repository.ts';
import { createLoginThrottle } from './modules/identity/throttle.ts';
import { createTokenDenylist } from './modules/identity/token-denylist.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { OfficeAccessRepository } from './modules/office-access/repository.ts';
import { createOfficeGuards } from './modules/office-access/require-role.ts';
import { createRolesOf } from './modules/office-access/roles-of.ts';

export interface IdentityWiring {
  repositories: {
    accounts: AccountRepository;
    countPersonal: CountPersonalRepository;
    keys: KeyRepository;
    officeAccess: OfficeAccessRepository;
    payloads: PayloadRepository;
    revokedTokens: RevokedTokenRepository;
    throttle: () => ThrottleRepository;
  };
  config: Config;
  log: FastifyBaseLogger;
  now: () => Date;
  address: AddressService;
  mailer: Mailer;
  /** The Redis channel on which instances tell each other the keys changed. */
  keyChannel: string;
}

/**
 * Part of the composition root: accounts and who they are. The embedded OpenID Connect
 * provider's parts (keys, credentials, login throttle), or an external issuer's subjects; the
 * access token check, the login hook and the office's role guards on top. Starts the key ring
 * (reading or making the keys); `keyRing.stop()` on close.
 */
export async function createIdentityServices(wiring: IdentityWiring) {
  const { repositories, config, log, now, mailer } = wiring;
  const { accounts, officeAccess } = repositories;
  const { identity } = config;
  const issuer = identity.embedded
    ? undefined
    : createExternalIssuer(identity.issuer, identity.introspection);
  const keyRing = identity.embedded
    ? createKeyRing({
        repository: repositories.keys,
        supplied: config.security.suppliedKeys,
        refreshMs: config.security.keyRefreshMs,
        redisUrl: config.redisUrl,
        channel: wiring.keyChannel,
        onError: (error) => log.warn({ err: error }, 'identity keys: re-read failed'),
      })
    : undefined;
  await keyRing?.start();
  const account = createAccountService(
    accounts,
    repositories.countPersonal,
    issuer &&
      createExternalAccounts({
        repo: accounts,
        issuer: identity.issuer,
        userinfo: (token) => issuer.userinfo(token),
        now,
      }),
  );
  const rolesOf = createRolesOf(officeAccess, identity.rolesClaim);
  const denylist = createTokenDenylist(repositories.revokedTokens, now);
  const verify = createAccessTokenVerifier(config, keyRing, now, issuer, denylist);
  const requireAccount = createRequireAccount(verify, account);
  const officeGuards = createOfficeGuards(requireAccount, rolesOf);

  /** The embedded provider's parts; undefined with an external issuer. */
  const provider = (): IdentityServices | undefined =>
    identity.embedded
      ? {
          accounts,
          payloads: repositories.payloads,
          keys: keyRing!,
          denylist,
          verifyAccessToken: verify,
          credentials: createCredentialService({
            repo: accounts,
            mailer,
            now,
            limiter: createMailLimiter(repositories.throttle(), now, config.security.mailLimits),
            onMailError: (error) => log.error({ err: error }, 'code mail failed'),
            verifyLink: (email, code) =>
              `${config.publicUrl}${PROVIDER_PREFIX}/verify?${new URLSearchParams({ email, code }).toString()}`,
          }),
          throttle: createLoginThrottle(
            repositories.throttle(),
            now,
            config.security.loginThrottle,
          ),
          findAddress: createAddressFinder(wiring.address),
          rolesOf: (accountId: string): Promise<OfficeRole[]> => officeAccess.rolesOf(accountId),
        }
      : undefined;

  return { account, requireAccount, officeGuards, keyRing, provider };
}
