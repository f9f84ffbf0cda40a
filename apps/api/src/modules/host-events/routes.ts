import { eventSchema, hostEventsQuerySchema, userEventsResponseSchema } from '@storytable/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/guards.ts';
import { noStoreWhenAsked } from '../events/routes.ts';
import { listHostEvents, listUserEvents } from './host-events-service.ts';

export async function hostEventRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/host/events',
    { schema: { querystring: hostEventsQuerySchema, response: { 200: z.array(eventSchema) } } },
    async (request, reply) => {
      const user = requireUser(request);
      noStoreWhenAsked(reply, request.query.t);
      return listHostEvents(app.deps, user, request.query.showAll);
    },
  );

  r.get(
    '/user/events',
    { schema: { response: { 200: userEventsResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return listUserEvents(app.deps, user);
    },
  );
}
