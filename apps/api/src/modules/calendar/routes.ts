import {
  calendarFeedResponseSchema,
  calendarTokenParamSchema,
  idParamSchema,
} from '@storytable/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { currentFeed, hostFeed, resetFeed, seatFile, userFeed } from './calendar-service.ts';

const calendarResponse = {
  200: z.string().describe('An iCalendar file (text/calendar; RFC 5545)'),
};

/** Sends a calendar file as it is (bytes: no JSON serializer runs on them). */
function sendCalendar(reply: FastifyReply, ics: string, { cache }: { cache: string }) {
  return reply
    .type('text/calendar; charset=utf-8')
    .header('cache-control', cache)
    .send(Buffer.from(ics));
}

/** Calendars (decision 048): the private and public feeds, a seat's file, the feed's address. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/user/calendar-token',
    { preValidation: requireUser, schema: { response: { 200: calendarFeedResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return currentFeed(deps, signedInUser(request));
    },
  );

  app.post(
    '/user/calendar-token',
    { preValidation: requireUser, schema: { response: { 200: calendarFeedResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return resetFeed(deps, signedInUser(request));
    },
  );

  app.get(
    '/calendar/users/:token.ics',
    { schema: { params: calendarTokenParamSchema, response: calendarResponse } },
    async (request, reply) =>
      // private: no shared cache may keep it, and the address in it is the guest's alone
      sendCalendar(reply, await userFeed(deps, request.params.token), {
        cache: 'private, no-store',
      }),
  );

  app.get(
    '/calendar/hosts/:id.ics',
    { schema: { params: idParamSchema('host'), response: calendarResponse } },
    async (request, reply) =>
      sendCalendar(reply, await hostFeed(deps, request.params.id), {
        cache: 'public, max-age=300',
      }),
  );

  app.get(
    '/reservations/:id/calendar.ics',
    {
      preValidation: requireUser,
      schema: { params: idParamSchema('reservation'), response: calendarResponse },
    },
    async (request, reply) => {
      const ics = await seatFile(deps, signedInUser(request), request.params.id);
      reply.header('content-disposition', 'attachment; filename="dinner.ics"');
      return sendCalendar(reply, ics, { cache: 'private, no-store' });
    },
  );
};
