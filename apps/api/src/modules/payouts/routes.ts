import {
  cleanupAccountsResponseSchema,
  connectAccountIdSchema,
  connectAccountListSchema,
  connectOnboardingResponseSchema,
  connectStatusResponseSchema,
  deleteConnectAccountResponseSchema,
} from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireHost, requireUser, signedInUser } from '../../lib/guards.ts';
import { returnOrigin } from '../../lib/return-origin.ts';
import {
  cleanupConnectAccounts,
  deleteConnectAccount,
  listConnectAccounts,
  refreshConnectStatus,
  startOnboarding,
} from './payouts-service.ts';

/** Host payouts through Connect, and the admin's account tools. */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/stripe/create-connect-account',
    { preValidation: requireHost, schema: { response: { 200: connectOnboardingResponseSchema } } },
    async (request) =>
      startOnboarding(
        deps,
        signedInUser(request),
        request.log,
        returnOrigin(deps.config.appUrl, request.headers.origin),
      ),
  );

  app.post(
    '/stripe/set-latest-stripe-data',
    { preValidation: requireUser, schema: { response: { 200: connectStatusResponseSchema } } },
    async (request) => refreshConnectStatus(deps, signedInUser(request)),
  );

  app.get(
    '/stripe/list-accounts',
    { preValidation: requireAdmin, schema: { response: { 200: connectAccountListSchema } } },
    async () => listConnectAccounts(deps),
  );

  app.delete(
    '/stripe/connect-account/:id',
    {
      preValidation: requireAdmin,
      schema: {
        params: z.object({ id: connectAccountIdSchema }),
        response: { 200: deleteConnectAccountResponseSchema },
      },
    },
    async (request) => deleteConnectAccount(deps, signedInUser(request), request.params.id),
  );

  app.delete(
    '/stripe/cleanup-accounts',
    { preValidation: requireAdmin, schema: { response: { 200: cleanupAccountsResponseSchema } } },
    async (request) => cleanupConnectAccounts(deps, signedInUser(request), request.log),
  );
};
