import { idParamSchema, publicUserSchema } from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPublicProfile } from './profile-service.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id',
    { schema: { params: idParamSchema('user'), response: { 200: publicUserSchema } } },
    async (request) => getPublicProfile(app.deps, request.params.id),
  );
};
