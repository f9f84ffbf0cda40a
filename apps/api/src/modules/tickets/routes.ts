import {
  cacheBusterQuerySchema,
  checkInResponseSchema,
  checkInSchema,
  idParamSchema,
  tableSchema,
  ticketSchema,
} from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { requestNow } from '../../platform/clock/request-now.ts';
import { checkIn, dinnerTable } from './check-in-service.ts';
import { reservationTicket } from './ticket-service.ts';

/** A guest's ticket, and the host's check-in at the table (decision 061). */
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('preValidation', requireUser);

  app.get(
    '/reservations/:id/ticket',
    {
      schema: {
        params: idParamSchema('reservation'),
        querystring: cacheBusterQuerySchema,
        response: { 200: ticketSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return reservationTicket(deps, signedInUser(request), request.params.id);
    },
  );

  app.get(
    '/events/:id/check-ins',
    {
      schema: {
        params: idParamSchema('event'),
        querystring: cacheBusterQuerySchema,
        response: { 200: tableSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return dinnerTable(deps, signedInUser(request), request.params.id, requestNow(request));
    },
  );

  app.post(
    '/events/:id/check-ins',
    {
      schema: {
        params: idParamSchema('event'),
        body: checkInSchema,
        response: { 200: checkInResponseSchema },
      },
    },
    async (request) =>
      checkIn(deps, signedInUser(request), request.params.id, request.body, requestNow(request)),
  );
};
