import { idParamSchema, publicUserSchema } from '@storytable/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getPublicProfile } from './user-profile-service.ts';

export async function userProfileRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/users/:id',
      { schema: { params: idParamSchema('user'), response: { 200: publicUserSchema } } },
      async (request) => getPublicProfile(app.deps, request.params.id),
    );
}
