import {
  createJoinRequestResponseSchema,
  createJoinRequestSchema,
  guestJoinRequestListSchema,
  hostJoinRequestListSchema,
  idParamSchema,
  JOIN_REQUEST_MESSAGES,
  joinRequestActionResponseSchema,
  myJoinRequestResponseSchema,
} from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { requestNow } from '../../platform/clock/request-now.ts';
import { approveRequest } from './approval.ts';
import {
  declineRequest,
  listRequests,
  myOpenRequests,
  myRequest,
  requestOfGuest,
  withdrawRequest,
} from './decisions.ts';
import { toJoinRequest } from './request-serializer.ts';
import { confirmAuthorized, createRequest } from './request-service.ts';

const eventParams = idParamSchema('event');
const requestParams = idParamSchema('request');
const action = { params: requestParams, response: { 200: joinRequestActionResponseSchema } };

/** Requests to join a dinner that requires approval (decision 068). */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('preValidation', requireUser);

  app.post(
    '/events/:id/requests',
    {
      schema: {
        params: eventParams,
        body: createJoinRequestSchema,
        response: { 201: createJoinRequestResponseSchema },
      },
    },
    async (request, reply) => {
      const made = await createRequest(
        deps,
        signedInUser(request),
        request.params.id,
        request.body,
        requestNow(request),
      );
      return reply.status(201).send(made);
    },
  );

  app.get(
    '/events/:id/requests',
    { schema: { params: eventParams, response: { 200: hostJoinRequestListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listRequests(deps, signedInUser(request), request.params.id);
    },
  );

  app.get(
    '/events/:id/requests/mine',
    { schema: { params: eventParams, response: { 200: myJoinRequestResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return myRequest(deps, signedInUser(request), request.params.id);
    },
  );

  app.get(
    '/requests',
    { schema: { response: { 200: guestJoinRequestListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return myOpenRequests(deps, signedInUser(request));
    },
  );

  app.post('/requests/:id/authorized', { schema: action }, async (request) => {
    const row = await requestOfGuest(deps, signedInUser(request), request.params.id);
    const confirmed = await confirmAuthorized(deps, row);
    return { message: JOIN_REQUEST_MESSAGES.SENT, request: toJoinRequest(confirmed) };
  });

  app.post('/requests/:id/approve', { schema: action }, async (request) =>
    approveRequest(deps, signedInUser(request), request.params.id),
  );

  app.post('/requests/:id/decline', { schema: action }, async (request) =>
    declineRequest(deps, signedInUser(request), request.params.id),
  );

  app.post('/requests/:id/withdraw', { schema: action }, async (request) =>
    withdrawRequest(deps, signedInUser(request), request.params.id),
  );
};
