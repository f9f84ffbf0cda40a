import { eventSchema, hostEventsQuerySchema, userEventsResponseSchema } from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { listHostEvents, listUserEvents } from './host-events-service.ts';
import { noStoreWhenAsked } from './routes.ts';

export const hostEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);

  app.get(
    '/host/events',
    { schema: { querystring: hostEventsQuerySchema, response: { 200: z.array(eventSchema) } } },
    async (request, reply) => {
      const user = signedInUser(request);
      noStoreWhenAsked(reply, request.query.t);
      return listHostEvents(app.deps, user, request.query.showAll);
    },
  );

  app.get(
    '/user/events',
    { schema: { response: { 200: userEventsResponseSchema } } },
    async (request, reply) => {
      const user = signedInUser(request);
      reply.header('cache-control', 'no-store');
      return listUserEvents(app.deps, user);
    },
  );
};
