import { randomUUID } from 'node:crypto';
import { SignJWT, importJWK } from 'jose';
import type { OfficeRole } from '@tvt/domain';
import { createAccountRepository } from '../../src/modules/account/repository.ts';
import { createKeyRepository } from '../../src/modules/identity/key-repository.ts';
import { createOfficeAccessRepository } from '../../src/modules/office-access/repository.ts';
import type { TestApp } from './test-app.ts';

export interface OfficeSession {
  accountId: string;
  email: string;
  /** A bearer token as the embedded provider signs it (with the `roles` claim). */
  token: string;
  /** `{ authorization: 'Bearer …' }` for `app.inject`. */
  headers: { authorization: string };
}

export interface OfficeSessionOptions {
  email?: string;
  /** The token's clock (seconds since the epoch); tests that pin `now` pass it. */
  nowSeconds?: number;
}

/**
 * An account of the embedded provider holding `roles` (none: a plain account), stored in the
 * test app's database, and a valid access token for it signed with the provider's own key.
 *
 *   const admin = await createOfficeSession(t, ['admin']);
 *   await t.app.inject({ url: '/api/office/v1/me', headers: admin.headers });
 */
export async function createOfficeSession(
  t: TestApp,
  roles: OfficeRole[],
  options: OfficeSessionOptions = {},
): Promise<OfficeSession> {
  const accountId = randomUUID();
  const email = options.email ?? `kantoor-${accountId.slice(0, 8)}@example.nl`;
  await createAccountRepository(t.database.db).insert({
    id: accountId,
    email,
    emailVerified: true,
    passwordHash: 'scrypt$unused',
    firstName: 'Kantoor',
    lastNamePrefix: null,
    lastName: 'Medewerker',
    postalCode: '3511AB',
    streetNumber: '1',
    streetNumberAddition: null,
    street: 'Oudegracht',
    city: 'Utrecht',
  });
  const office = createOfficeAccessRepository(t.database.db);
  for (const role of roles) await office.grant(accountId, role);
  const token = await signAccessToken(t, accountId, roles, options.nowSeconds);
  return { accountId, email, token, headers: { authorization: `Bearer ${token}` } };
}

/** A fresh access token for an account, as the embedded provider would issue it. */
export async function signAccessToken(
  t: TestApp,
  accountId: string,
  roles: OfficeRole[] = [],
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  return (await accessTokenSigner(t))(accountId, roles, nowSeconds);
}

/**
 * Signs access tokens with the provider's key read once: for a caller that needs fresh tokens
 * after the database is out of reach (the export bench, whose server holds the PGlite folder
 * and whose exports outlast a token's 15 minutes).
 */
export async function accessTokenSigner(t: Pick<TestApp, 'database' | 'config'>) {
  const keys = await createKeyRepository(t.database).load();
  const jwk = keys.signing[0]!;
  const key = await importJWK(jwk as never, 'RS256');
  const { issuer, resource, clientId } = t.config.identity;
  return (
    accountId: string,
    roles: OfficeRole[] = [],
    nowSeconds = Math.floor(Date.now() / 1000),
  ) =>
    new SignJWT({
      scope: 'openid offline_access',
      client_id: clientId,
      ...(roles.length > 0 ? { roles } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: String(jwk.kid) })
      .setIssuer(issuer)
      .setAudience(resource)
      .setSubject(accountId)
      .setJti(randomUUID())
      .setIssuedAt(nowSeconds - 60)
      .setExpirationTime(nowSeconds + 900)
      .sign(key);
}
