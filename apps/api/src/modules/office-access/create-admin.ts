import { randomUUID } from 'node:crypto';
import { normaliseEmail, validateEmail } from '@tvt/domain';
import type { CredentialService } from '../account/credentials.ts';
import type { AccountRepository } from '../account/repository.ts';
import type { AuditService } from '../audit/service.ts';
import type { OfficeAccessRepository } from './repository.ts';

export interface CreateAdminParts {
  accounts: AccountRepository;
  office: OfficeAccessRepository;
  audit: AuditService;
  /** Undefined with an external issuer: it owns the passwords. */
  credentials: CredentialService | undefined;
  publicUrl: string;
}

export interface CreatedAdmin {
  accountId: string;
  created: boolean;
  promoted: boolean;
  /** The one-time link to choose a password (embedded provider only), and its life. */
  link?: { url: string; minutes: number };
}

export class CreateAdminError extends Error {}

/**
 * `admin:create <e-mail>` (issue 12): makes the account (or finds it) and gives it the admin
 * role, audited with no actor (an operator's command). With the embedded provider it returns a
 * one-time link to choose a password, which also confirms the address. An external issuer's
 * account exists only after its first login, so it must log in once before being promoted.
 */
export async function createAdmin(parts: CreateAdminParts, given: string): Promise<CreatedAdmin> {
  const email = normaliseEmail(given);
  const invalid = validateEmail(email);
  if (invalid) throw new CreateAdminError(`not an e-mail address: ${invalid}`);
  const { accounts, office, audit, credentials } = parts;

  let row = await accounts.findByEmail(email);
  let created = false;
  if (!row) {
    if (!credentials) {
      throw new CreateAdminError(
        'no account with this address: with OIDC_ISSUER the person logs in to the app once first',
      );
    }
    const id = randomUUID();
    // No password and no personal details yet: the link sets the one, the office needs none.
    await accounts.insert({
      id,
      email,
      emailVerified: false,
      passwordHash: null,
      firstName: '',
      lastNamePrefix: null,
      lastName: '',
      postalCode: '',
      streetNumber: '',
      streetNumberAddition: null,
    });
    row = await accounts.findByEmail(email);
    if (!row) throw new CreateAdminError('the account could not be stored');
    created = true;
    await audit.record({
      actor: null,
      action: 'account.create',
      entity: 'account',
      entityId: row.id,
    });
  }
  const before = await office.rolesOf(row.id);
  const promoted = await office.grant(row.id, 'admin');
  if (promoted) {
    await audit.record({
      actor: null,
      action: 'role.grant',
      entity: 'account',
      entityId: row.id,
      before: { roles: before },
      after: { roles: await office.rolesOf(row.id) },
    });
  }
  if (!credentials) return { accountId: row.id, created, promoted };
  const { code, minutes } = await credentials.issueResetCode(row.id);
  const query = new URLSearchParams({ account: row.id, code }).toString();
  return {
    accountId: row.id,
    created,
    promoted,
    link: { url: `${parts.publicUrl}/oidc/password?${query}`, minutes },
  };
}
