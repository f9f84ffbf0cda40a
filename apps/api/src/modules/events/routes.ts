import {
  cacheBusterQuerySchema,
  cancelEventResponseSchema,
  eventCreationPayloadSchema,
  eventSchema,
  eventsListResponseSchema,
  eventsQuerySchema,
  eventsSearchPanelResponseSchema,
  idParamSchema,
} from '@storytable/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { sendJson } from '../../lib/send-json.ts';
import { cancelEvent } from './dinner-cancellation.ts';
import {
  eventJson,
  eventListJson,
  publishEvent,
  requireEventCreator,
  searchPanelJson,
} from './event-service.ts';

const eventParams = idParamSchema('event');

/** `t={timestamp}` asks for a fresh answer (spec section 7): say so to every cache on the way. */
export function noStoreWhenAsked(reply: FastifyReply, t: string | undefined) {
  if (t !== undefined) reply.header('cache-control', 'no-store');
}

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  // The reads answer JSON text their response schema already shaped (event-service.ts);
  // the schemas below document them.
  app.get(
    '/events',
    {
      schema: {
        querystring: eventsQuerySchema,
        response: { 200: z.union([eventsListResponseSchema, eventsSearchPanelResponseSchema]) },
      },
    },
    async (request, reply) => {
      const { page, search, t } = request.query;
      noStoreWhenAsked(reply, t);
      const body =
        search === 'true' || search === '1'
          ? await searchPanelJson(app.deps)
          : await eventListJson(app.deps, page);
      return sendJson(reply, body);
    },
  );

  app.get(
    '/events/:id',
    {
      schema: {
        params: eventParams,
        querystring: cacheBusterQuerySchema,
        response: { 200: eventSchema },
      },
    },
    async (request, reply) => {
      noStoreWhenAsked(reply, request.query.t);
      return sendJson(reply, await eventJson(app.deps, request.params.id));
    },
  );

  app.post(
    '/events',
    {
      preValidation: requireEventCreator,
      schema: { body: eventCreationPayloadSchema, response: { 201: eventSchema } },
    },
    async (request, reply) => {
      const event = await publishEvent(app.deps, signedInUser(request), request.body);
      return reply.status(201).send(event);
    },
  );

  // cancelling a dinner cancels (and refunds) every seat at it
  app.delete(
    '/events/:id',
    {
      preValidation: requireUser,
      schema: { params: eventParams, response: { 200: cancelEventResponseSchema } },
    },
    async (request) => {
      const { event, reservationsCancelled, refundsStarted } = await cancelEvent(
        app.deps,
        request.params.id,
        signedInUser(request),
      );
      return { message: 'Event cancelled', event, reservationsCancelled, refundsStarted };
    },
  );
};
