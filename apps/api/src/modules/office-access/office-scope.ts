import type { FastifyInstance, RouteOptions } from 'fastify';
import type { OfficeRole } from '@tvt/domain';
import type { OfficeGuards } from './require-role.ts';

/**
 * Who may call an office route: a role (admin holds all), any office role (the start page), or
 * any logged-in account (`/me`, which says which roles it has).
 */
export type OfficeAccess = OfficeRole | 'any-role' | 'account';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Read by the office scope's hook (`officeScope`); set by `officeArea` or per route. */
    officeAccess?: OfficeAccess;
  }
}

/**
 * Declares an office area's role once, for every route the area registers: a route that needs
 * another role says so in its own `config: { officeAccess }`, which wins.
 */
export function officeArea(app: FastifyInstance, access: OfficeAccess): void {
  app.addHook('onRoute', (route) => {
    route.config = { officeAccess: access, ...route.config };
  });
}

/**
 * The office's one access check (issue 31): a hook on the whole `/api/office/v1` scope that
 * reads each route's `officeAccess` and runs on request, before the body is read or validated,
 * so anonymous is 401 and a missing role 403 whatever is sent — never a 400 first. A route
 * without a declared access stops the server from starting.
 */
export function officeScope(guards: OfficeGuards) {
  return function scope(office: FastifyInstance): void {
    const routes: RouteOptions[] = [];
    office.addHook('onRoute', (route) => void routes.push(route));
    office.addHook('onReady', (done) => {
      const open = routes.filter((route) => !route.config?.officeAccess);
      const names = open.map((route) => `${String(route.method)} ${route.url}`).join(', ');
      done(open.length > 0 ? new Error(`office routes without officeAccess: ${names}`) : undefined);
    });
    office.addHook('onRequest', async function (request, reply) {
      const access = request.routeOptions.config.officeAccess;
      // An unknown path (404) has no access of its own: it answers the same for everyone.
      if (!access) return;
      const guard =
        access === 'account'
          ? guards.requireOfficeAccount
          : access === 'any-role'
            ? guards.requireAnyRole
            : guards.requireRole(access);
      await guard.call(this, request, reply);
    });
  };
}
