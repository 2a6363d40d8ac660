import {
  type OfficeRole,
  type RolesClaimMapping,
  normaliseRoles,
  rolesFromClaims,
} from '@tvt/domain';
import type { OfficeAccessRepository } from './repository.ts';

export type RolesOf = (
  accountId: string,
  claims?: Record<string, unknown>,
) => Promise<OfficeRole[]>;

/**
 * An account's effective office roles (decision 060): the roles stored with it, which the
 * embedded provider also writes into its access tokens as `roles`, plus (with an external
 * issuer and OIDC_ROLES_CLAIM) the roles its token's claim maps to. The stored roles are read
 * on every office request rather than taken from the token, so a role taken away stops working
 * at once instead of when the token expires.
 */
export function createRolesOf(
  repository: OfficeAccessRepository,
  external: RolesClaimMapping | undefined,
): RolesOf {
  return async (accountId, claims) => {
    const stored = await repository.rolesOf(accountId);
    if (!external || !claims) return stored;
    return normaliseRoles([...stored, ...rolesFromClaims(claims, external)]);
  };
}
