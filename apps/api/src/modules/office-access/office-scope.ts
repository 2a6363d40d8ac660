import type { FastifyInstance, RouteOptions } from 'fastify';
import type { OfficeGuards } from './require-role.ts';
import type {} from '../office-area/office-area.ts';

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
