import type { FastifyInstance } from 'fastify';
import type { OfficeRole } from '@tvt/domain';

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
