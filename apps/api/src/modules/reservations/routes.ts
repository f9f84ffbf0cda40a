import {
  cancelEventResponseSchema,
  cancelReservationResponseSchema,
  createReservationResponseSchema,
  createReservationSchema,
  idParamSchema,
  messageResponseSchema,
  RESERVATION_MESSAGES,
  reservationListSchema,
  reservationsQuerySchema,
} from '@storytable/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/guards.ts';
import { cancelEvent } from './cancel-dinner.ts';
import {
  cancelReservation,
  listAttended,
  listReservations,
  resendConfirmation,
} from './guest-reservations.ts';
import { startRefundSweeper } from './refund-sweeper.ts';
import { reserve, reserveFromPaymentIntent } from './take-seat.ts';

const reservationParams = idParamSchema('reservation');
const cacheBusterQuery = z.object({ t: z.string().optional() });

/** Reservations: reserve, my lists, cancel, confirmation email; and the payment webhook's path. */
export async function reservationRoutes(app: FastifyInstance) {
  const { deps } = app;
  deps.paymentEvents.onPaymentIntentSucceeded(({ paymentIntent, log }) =>
    reserveFromPaymentIntent(deps, paymentIntent, log),
  );
  startRefundSweeper(app);

  const r = app.withTypeProvider<ZodTypeProvider>();
  // who may comes before what was sent: a visitor learns they must log in, not a field rule
  const signedIn = {
    preValidation: async (request: FastifyRequest) => {
      requireUser(request);
    },
  };

  r.post(
    '/reservations',
    {
      ...signedIn,
      schema: {
        body: createReservationSchema,
        response: { 200: createReservationResponseSchema, 201: createReservationResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { reservation, created } = await reserve(deps, user, request.body, request.log);
      return reply.status(created ? 201 : 200).send({
        message: RESERVATION_MESSAGES.CREATED,
        reservation,
        eventId: reservation.eventId,
      });
    },
  );

  r.get(
    '/reservations',
    {
      ...signedIn,
      schema: { querystring: reservationsQuerySchema, response: { 200: reservationListSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listReservations(deps, requireUser(request), request.query.all);
    },
  );

  r.get(
    '/reservations/attended',
    {
      ...signedIn,
      schema: { querystring: cacheBusterQuery, response: { 200: reservationListSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listAttended(deps, requireUser(request));
    },
  );

  r.delete(
    '/reservations/:id',
    {
      ...signedIn,
      schema: { params: reservationParams, response: { 200: cancelReservationResponseSchema } },
    },
    async (request) =>
      cancelReservation(deps, requireUser(request), request.params.id, request.log),
  );

  // cancelling a dinner is cancelling (and refunding) every seat at it: it lives here
  r.delete(
    '/events/:id',
    {
      ...signedIn,
      schema: { params: idParamSchema('event'), response: { 200: cancelEventResponseSchema } },
    },
    async (request) => {
      const { event } = await cancelEvent(deps, request.params.id, requireUser(request));
      return { message: 'Event cancelled', event };
    },
  );

  r.post(
    '/reservations/:id/send-confirmation',
    {
      ...signedIn,
      schema: { params: reservationParams, response: { 200: messageResponseSchema } },
    },
    async (request) =>
      resendConfirmation(deps, requireUser(request), request.params.id, request.log),
  );
}
