import type { RoleHolder } from '@tvt/contract/office';
import type { OfficeRole } from '@tvt/domain';
import { HttpError } from '../../http-error.ts';
import type { AuditService } from '../audit/service.ts';
import type { OfficeAccessRepository } from './repository.ts';
import type { OfficeActor } from './require-role.ts';

export const NO_SUCH_ACCOUNT = 'Dit account bestaat niet.';
export const OWN_ADMIN_ROLE = 'Je kunt je eigen rol als beheerder niet afnemen.';

/** Issue 12 "Who may enter": the admin gives and takes roles; every change is audited. */
export function createOfficeAccessService(repository: OfficeAccessRepository, audit: AuditService) {
  async function change(
    actor: OfficeActor,
    accountId: string,
    role: OfficeRole,
    give: boolean,
  ): Promise<RoleHolder> {
    const holder = await repository.holder(accountId);
    if (!holder) throw new HttpError(404, NO_SUCH_ACCOUNT);
    const changed = give
      ? await repository.grant(accountId, role)
      : await repository.revoke(accountId, role);
    const roles = await repository.rolesOf(accountId);
    if (changed) {
      await audit.record({
        actor,
        action: give ? 'role.grant' : 'role.revoke',
        entity: 'account',
        entityId: accountId,
        before: { roles: holder.roles },
        after: { roles },
      });
    }
    return { ...holder, roles };
  }

  return {
    holders: (email?: string) => repository.holders(email),

    /** Idempotent: giving a held role changes nothing and writes no audit row. */
    grant: (actor: OfficeActor, accountId: string, role: OfficeRole) =>
      change(actor, accountId, role, true),

    /** An admin cannot take their own admin role, so the office never locks itself out. */
    async revoke(actor: OfficeActor, accountId: string, role: OfficeRole) {
      if (accountId === actor.accountId && role === 'admin')
        throw new HttpError(400, OWN_ADMIN_ROLE);
      return change(actor, accountId, role, false);
    },
  };
}

export type OfficeAccessService = ReturnType<typeof createOfficeAccessService>;
