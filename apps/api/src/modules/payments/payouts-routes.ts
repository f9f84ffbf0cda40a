import {
  cleanupAccountsResponseSchema,
  connectAccountIdSchema,
  connectAccountListSchema,
  connectOnboardingResponseSchema,
  connectStatusResponseSchema,
  deleteConnectAccountResponseSchema,
} from '@storytable/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireHost, requireUser } from '../../lib/guards.ts';
import {
  cleanupConnectAccounts,
  deleteConnectAccount,
  listConnectAccounts,
  refreshConnectStatus,
  startOnboarding,
} from './payouts-service.ts';

/** Host payouts through Connect, and the admin's account tools. */
export async function payoutsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/stripe/create-connect-account',
    { schema: { response: { 200: connectOnboardingResponseSchema } } },
    async (request) => startOnboarding(deps, requireHost(request), request.log),
  );

  app.post(
    '/stripe/set-latest-stripe-data',
    { schema: { response: { 200: connectStatusResponseSchema } } },
    async (request) => refreshConnectStatus(deps, requireUser(request)),
  );

  app.get(
    '/stripe/list-accounts',
    { schema: { response: { 200: connectAccountListSchema } } },
    async (request) => {
      requireAdmin(request);
      return listConnectAccounts(deps);
    },
  );

  app.delete(
    '/stripe/connect-account/:id',
    {
      schema: {
        params: z.object({ id: connectAccountIdSchema }),
        response: { 200: deleteConnectAccountResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return deleteConnectAccount(deps, request.params.id);
    },
  );

  app.delete(
    '/stripe/cleanup-accounts',
    { schema: { response: { 200: cleanupAccountsResponseSchema } } },
    async (request) => {
      requireAdmin(request);
      return cleanupConnectAccounts(deps, request.log);
    },
  );
}
