import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@tvt/contract';
import {
  roleHolderResponse,
  roleHoldersQuery,
  roleHoldersResponse,
  roleParams,
} from '@tvt/contract/office';
import { officeArea } from '../office-area/office-area.ts';
import { officeActorOf } from './require-role.ts';
import type { OfficeAccessService } from './service.ts';

export interface RolesRoutesOptions {
  service: OfficeAccessService;
}

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 503: errorBody };

/** Issue 12: the admin lists, gives and takes office roles; mounted at /api/office/v1. */
export function rolesRoutes(app: FastifyInstance, options: RolesRoutesOptions, done: () => void) {
  const { service } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  officeArea(app, 'admin');

  routes.get(
    '/roles',
    {
      schema: {
        tags: ['office'],
        summary: 'Accounts holding an office role, or those matching an e-mail search (admin)',
        querystring: roleHoldersQuery,
        response: { 200: roleHoldersResponse, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { items: await service.holders(request.query.email) };
    },
  );

  for (const [method, give] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    routes[method](
      '/roles/:accountId/:role',
      {
        schema: {
          tags: ['office'],
          summary: give ? 'Give an account an office role (admin)' : 'Take an office role (admin)',
          params: roleParams,
          response: { 200: roleHolderResponse, 404: errorBody, ...refusals },
        },
      },
      async (request) => {
        const actor = officeActorOf(request);
        const { accountId, role } = request.params;
        return give
          ? service.grant(actor, accountId, role)
          : service.revoke(actor, accountId, role);
      },
    );
  }
  done();
}
