import { eventAddressSchema, idParamSchema } from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { eventAddress } from './event-address.ts';

/** A dinner's street address, for those who may see it (decision 047). */
export const eventAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events/:id/address',
    {
      preValidation: requireUser,
      schema: { params: idParamSchema('event'), response: { 200: eventAddressSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return eventAddress(app.deps, signedInUser(request), request.params.id);
    },
  );
};
