import {
  eventMessagesSchema,
  idParamSchema,
  postMessageResponseSchema,
  postMessageSchema,
  postReplyResponseSchema,
  postReplySchema,
  reservationMessagesSchema,
} from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { eventMessages, postMessage, postReply, reservationMessages } from './message-service.ts';

const eventParams = idParamSchema('event');
const reservationParams = idParamSchema('reservation');

/** Messages to guests (decision 056): the host writes to the table, a guest replies. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('preValidation', requireUser);

  app.get(
    '/events/:id/messages',
    { schema: { params: eventParams, response: { 200: eventMessagesSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return eventMessages(deps, signedInUser(request), request.params.id);
    },
  );

  app.post(
    '/events/:id/messages',
    {
      schema: {
        params: eventParams,
        body: postMessageSchema,
        response: { 201: postMessageResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await postMessage(deps, signedInUser(request), request.params.id, request.body)),
  );

  app.get(
    '/reservations/:id/messages',
    { schema: { params: reservationParams, response: { 200: reservationMessagesSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return reservationMessages(deps, signedInUser(request), request.params.id);
    },
  );

  app.post(
    '/reservations/:id/replies',
    {
      schema: {
        params: reservationParams,
        body: postReplySchema,
        response: { 201: postReplyResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await postReply(deps, signedInUser(request), request.params.id, request.body)),
  );
};
