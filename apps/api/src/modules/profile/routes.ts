import multipart from '@fastify/multipart';
import {
  deleteAccountSchema,
  idParamSchema,
  messageResponseSchema,
  publicUserSchema,
  SETTINGS_MESSAGES,
  userUpdatedResponseSchema,
} from '@storytable/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { IMMUTABLE_CACHE } from '../../platform/images/image-store.ts';
import { IMAGE_UPLOAD_LIMITS, readImageField } from '../../platform/images/image-upload.ts';
import { byAccount, limitBy } from '../../platform/rate-limit/limit-hook.ts';
import { clearSessionCookie } from '../../platform/sessions/session-cookie.ts';
import { assertCurrentPassword, PASSWORD_CHECK_LIMIT } from '../../platform/users/password.ts';
import { removeAccount } from './account-removal.ts';
import { setProfileImage } from './profile-image.ts';
import { getPublicProfile } from './profile-service.ts';

const imageKey = z.object({
  key: z
    .string()
    .max(80)
    .regex(/^[a-f0-9]{64}-\d{2,4}\.jpg$/, 'Unknown image'),
});

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: IMAGE_UPLOAD_LIMITS });

  app.post(
    '/user/profile-image',
    {
      preValidation: requireUser,
      schema: {
        consumes: ['multipart/form-data'],
        description: 'multipart/form-data with one file in the field `image` (at most 5 MB)',
        response: { 200: userUpdatedResponseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const upload = await readImageField(request);
      return setProfileImage(app.deps, user, upload);
    },
  );

  app.get(
    '/images/:key',
    {
      schema: {
        params: imageKey,
        response: { 200: z.string().describe('The image (image/jpeg), cached for a year') },
      },
    },
    async (request, reply) => {
      const image = await app.deps.images.get(request.params.key);
      if (!image) throw AppError.notFound('Image not found');
      if (image.length !== undefined) reply.header('content-length', image.length);
      // bytes or the object's stream, not JSON: sent as they are (no serializer runs on them)
      return (reply as FastifyReply)
        .type(image.contentType)
        .header('cache-control', IMMUTABLE_CACHE)
        .send(image.body);
    },
  );

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
      preHandler: limitBy([PASSWORD_CHECK_LIMIT, byAccount]),
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
