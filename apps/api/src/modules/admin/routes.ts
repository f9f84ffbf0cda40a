import {
  adminActionResponseSchema,
  adminAuditListSchema,
  adminUserIdSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  emailIdSchema,
  hostApplicationDecisionSchema,
  hostDecisionResponseSchema,
  hostReviewListSchema,
  hostVerificationDecisionSchema,
  operationsOverviewSchema,
  sendAgainResponseSchema,
} from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, signedInUser } from '../../lib/guards.ts';
import {
  auditOfUser,
  decideHostApplication,
  decideHostVerification,
  pendingHostApplications,
  pendingHostVerifications,
} from './host-review-service.ts';
import { operationsOverview, sendEmailAgain } from './operations-service.ts';
import { deleteUser } from './user-removal-service.ts';
import { listUsers } from './users-service.ts';

const userIdParams = z.object({ userId: adminUserIdSchema });
const idParams = z.object({ id: adminUserIdSchema });
const emailParams = z.object({ id: emailIdSchema });

/** The admin dashboard's API (spec section 7): admins only, every change audited. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('preValidation', requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/admin/pending-host-applications',
    { schema: { response: { 200: hostReviewListSchema } } },
    async () => pendingHostApplications(deps),
  );

  app.get(
    '/admin/pending-host-verifications',
    { schema: { response: { 200: hostReviewListSchema } } },
    async () => pendingHostVerifications(deps),
  );

  app.post(
    '/admin/approve-host-application/:userId',
    {
      schema: {
        params: userIdParams,
        body: hostApplicationDecisionSchema,
        response: { 200: hostDecisionResponseSchema },
      },
    },
    async (request) =>
      decideHostApplication(deps, signedInUser(request), request.params.userId, request.body),
  );

  app.post(
    '/admin/verify-user/:userId',
    {
      schema: {
        params: userIdParams,
        body: hostVerificationDecisionSchema,
        response: { 200: hostDecisionResponseSchema },
      },
    },
    async (request) =>
      decideHostVerification(deps, signedInUser(request), request.params.userId, request.body),
  );

  app.get(
    '/admin/users',
    { schema: { querystring: adminUsersQuerySchema, response: { 200: adminUsersResponseSchema } } },
    async (request) => listUsers(deps, request.query),
  );

  app.delete(
    '/admin/users/:id',
    { schema: { params: idParams, response: { 200: adminActionResponseSchema } } },
    async (request) => deleteUser(deps, signedInUser(request), request.params.id),
  );

  app.get(
    '/admin/users/:id/audit',
    { schema: { params: idParams, response: { 200: adminAuditListSchema } } },
    async (request) => auditOfUser(deps, request.params.id),
  );

  // the operator's view: the outbox, failed emails and the background workers' last runs
  app.get(
    '/admin/operations',
    { schema: { response: { 200: operationsOverviewSchema } } },
    async () => operationsOverview(deps),
  );

  app.post(
    '/admin/emails/:id/send-again',
    { schema: { params: emailParams, response: { 200: sendAgainResponseSchema } } },
    async (request) => sendEmailAgain(deps, signedInUser(request), request.params.id),
  );
};
