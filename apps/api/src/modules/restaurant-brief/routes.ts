import {
  idParamSchema,
  restaurantBriefSchema,
  restaurantBriefUpdateSchema,
} from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { changeRestaurantEmail, restaurantBrief } from './brief-service.ts';

/** The restaurant brief of a dinner: where it goes and when (decision 058). */
export const restaurantBriefRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { params: idParamSchema('event'), response: { 200: restaurantBriefSchema } };
  app.get(
    '/events/:id/restaurant-brief',
    { preValidation: requireUser, schema },
    (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return restaurantBrief(app.deps, signedInUser(request), request.params.id);
    },
  );
  app.put(
    '/events/:id/restaurant-brief',
    { preValidation: requireUser, schema: { ...schema, body: restaurantBriefUpdateSchema } },
    (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return changeRestaurantEmail(
        app.deps,
        signedInUser(request),
        request.params.id,
        request.body.restaurantEmail,
      );
    },
  );
};
