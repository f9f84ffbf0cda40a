import {
  deleteAccountSchema,
  idParamSchema,
  messageResponseSchema,
  publicUserSchema,
  SETTINGS_MESSAGES,
} from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { clearSessionCookie } from '../../platform/sessions/session-cookie.ts';
import { assertCurrentPassword } from '../../platform/users/password.ts';
import { removeAccount } from './account-removal.ts';
import { getPublicProfile } from './profile-service.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id',
    { schema: { params: idParamSchema('user'), response: { 200: publicUserSchema } } },
    async (request) => getPublicProfile(app.deps, request.params.id),
  );

  app.delete(
    '/user',
    {
      preValidation: requireUser,
      schema: { body: deleteAccountSchema, response: { 200: messageResponseSchema } },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await assertCurrentPassword(user, request.body.currentPassword);
      await removeAccount(app.deps, user, user);
      clearSessionCookie(reply);
      return { message: SETTINGS_MESSAGES.ACCOUNT_DELETED };
    },
  );
};
