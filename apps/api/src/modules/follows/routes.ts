import { followChangeResponseSchema, followsResponseSchema } from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { followHost, listFollows, unfollowHost } from './follow-service.ts';

const hostParams = z.object({
  hostId: z.coerce
    .number('Invalid host id')
    .int('Invalid host id')
    .positive('Invalid host id')
    .max(2_147_483_647, 'Invalid host id'),
});

export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);

  app.get('/follows', { schema: { response: { 200: followsResponseSchema } } }, async (request) =>
    listFollows(app.deps, signedInUser(request)),
  );

  app.post(
    '/follows/:hostId',
    { schema: { params: hostParams, response: { 200: followChangeResponseSchema } } },
    async (request) => followHost(app.deps, signedInUser(request), request.params.hostId),
  );

  app.delete(
    '/follows/:hostId',
    { schema: { params: hostParams, response: { 200: followChangeResponseSchema } } },
    async (request) => unfollowHost(app.deps, signedInUser(request), request.params.hostId),
  );
};
