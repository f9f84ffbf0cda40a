import { eventEditPayloadSchema, eventSchema, idParamSchema } from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { editEvent } from './edit-service.ts';

/** Editing a published dinner: its host only (decision 059). */
export const eventEditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/events/:id',
    {
      preValidation: requireUser,
      schema: {
        params: idParamSchema('event'),
        body: eventEditPayloadSchema,
        response: { 200: eventSchema },
      },
    },
    (request) => editEvent(app.deps, signedInUser(request), request.params.id, request.body),
  );
};
