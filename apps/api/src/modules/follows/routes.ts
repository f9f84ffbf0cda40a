import {
  followChangeResponseSchema,
  followParamsSchema,
  followsResponseSchema,
} from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { followHost, listFollows, unfollowHost } from './follow-service.ts';

export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);

  app.get('/follows', { schema: { response: { 200: followsResponseSchema } } }, async (request) =>
    listFollows(app.deps, signedInUser(request)),
  );

  app.post(
    '/follows/:hostId',
    { schema: { params: followParamsSchema, response: { 200: followChangeResponseSchema } } },
    async (request) => followHost(app.deps, signedInUser(request), request.params.hostId),
  );

  app.delete(
    '/follows/:hostId',
    { schema: { params: followParamsSchema, response: { 200: followChangeResponseSchema } } },
    async (request) => unfollowHost(app.deps, signedInUser(request), request.params.hostId),
  );
};
