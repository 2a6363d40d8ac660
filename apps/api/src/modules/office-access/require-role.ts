import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { type OfficeRole, hasOfficeRole } from '@tvt/domain';
import { HttpError } from '../../http-error.ts';
import type { RolesOf } from './roles-of.ts';

export const OFFICE_LOGIN_NEEDED = 'Log in om de beheeromgeving te gebruiken.';
export const OFFICE_FORBIDDEN = 'Je hebt geen toegang tot dit deel van de beheeromgeving.';

/** Who acts in the office: an account id and its roles, never a name or an e-mail address. */
export interface OfficeActor {
  accountId: string;
  roles: OfficeRole[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the office hooks (`requireRole`, `requireOfficeAccount`). */
    officeActor?: OfficeActor;
  }
}

export interface OfficeGuards {
  /** Any logged-in account, with its office roles (possibly none). */
  requireOfficeAccount: preHandlerAsyncHookHandler;
  /** A logged-in account holding `role` (admin holds all): else 401 / 403 in Dutch. */
  requireRole: (role: OfficeRole) => preHandlerAsyncHookHandler;
  /** A logged-in account holding any office role (the start page). */
  requireAnyRole: preHandlerAsyncHookHandler;
}

/**
 * The office's access hooks, built on the app's login check (`requireAccount`): anonymous or a
 * token that is no longer good → 401 'Log in om de beheeromgeving te gebruiken.', an account
 * without the role → 403. An unreachable external issuer stays a 503.
 */
export function createOfficeGuards(
  requireAccount: preHandlerAsyncHookHandler,
  rolesOf: RolesOf,
): OfficeGuards {
  const requireOfficeAccount: preHandlerAsyncHookHandler = async function (request, reply) {
    try {
      await requireAccount.call(this, request, reply);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) {
        reply.header('www-authenticate', 'Bearer realm="office", error="invalid_token"');
        throw new HttpError(401, OFFICE_LOGIN_NEEDED);
      }
      throw error;
    }
    const accountId = request.account!.id;
    request.officeActor = { accountId, roles: await rolesOf(accountId, request.accessClaims) };
  };
  return {
    requireOfficeAccount,
    async requireAnyRole(request, reply) {
      await requireOfficeAccount.call(this, request, reply);
      if (request.officeActor!.roles.length === 0) throw new HttpError(403, OFFICE_FORBIDDEN);
    },
    requireRole(role) {
      return async function (request, reply) {
        await requireOfficeAccount.call(this, request, reply);
        if (!hasOfficeRole(request.officeActor!.roles, role)) {
          throw new HttpError(403, OFFICE_FORBIDDEN);
        }
      };
    },
  };
}

/** The office actor the route's hook found; a route without the hook is a programming error. */
export function officeActorOf(request: FastifyRequest): OfficeActor {
  if (!request.officeActor) throw new Error('route is missing the requireRole hook');
  return request.officeActor;
}
