import {
  cacheBusterQuerySchema,
  DRAW_MESSAGES,
  drawEnteredResponseSchema,
  idParamSchema,
  joinWaitlistSchema,
  messageResponseSchema,
  myWaitlistSchema,
  myWaitlistsSchema,
  WAITLIST_MESSAGES,
  waitlistCountSchema,
  waitlistResponseSchema,
} from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { requestNow } from '../../platform/clock/request-now.ts';
import {
  joinWaitlistOrDraw,
  leaveWaitlist,
  myWaitlistEntry,
  myWaitlists,
  waitlistCount,
} from './waitlist-service.ts';

const params = idParamSchema('event');

/** The waitlist of a full dinner: join, my place, leave, decline an offer, my lists, host's count. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.addHook('preValidation', requireUser);

  app.post(
    '/events/:id/waitlist',
    {
      schema: {
        params,
        body: joinWaitlistSchema,
        response: { 201: waitlistResponseSchema, 202: drawEnteredResponseSchema },
      },
    },
    async (request, reply) => {
      const seats = request.body?.seats ?? 1;
      const user = signedInUser(request);
      const now = requestNow(request);
      const joined = await joinWaitlistOrDraw(deps, user, request.params.id, seats, now);
      if ('draw' in joined) {
        return reply.status(202).send({ message: DRAW_MESSAGES.ENTERED, draw: joined.draw });
      }
      return reply.status(201).send({ message: WAITLIST_MESSAGES.JOINED, entry: joined.entry });
    },
  );

  app.get(
    '/events/:id/waitlist',
    {
      schema: { params, querystring: cacheBusterQuerySchema, response: { 200: myWaitlistSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { entry: await myWaitlistEntry(deps, signedInUser(request), request.params.id) };
    },
  );

  app.delete(
    '/events/:id/waitlist',
    { schema: { params, response: { 200: messageResponseSchema } } },
    async (request) => {
      await leaveWaitlist(deps, signedInUser(request), request.params.id, { offerOnly: false });
      return { message: WAITLIST_MESSAGES.LEFT };
    },
  );

  app.post(
    '/events/:id/waitlist/decline',
    { schema: { params, response: { 200: messageResponseSchema } } },
    async (request) => {
      await leaveWaitlist(deps, signedInUser(request), request.params.id, { offerOnly: true });
      return { message: WAITLIST_MESSAGES.DECLINED };
    },
  );

  app.get(
    '/events/:id/waitlist/count',
    {
      schema: {
        params,
        querystring: cacheBusterQuerySchema,
        response: { 200: waitlistCountSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return waitlistCount(deps, signedInUser(request), request.params.id);
    },
  );

  app.get(
    '/waitlists',
    { schema: { querystring: cacheBusterQuerySchema, response: { 200: myWaitlistsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return myWaitlists(deps, signedInUser(request));
    },
  );
};
