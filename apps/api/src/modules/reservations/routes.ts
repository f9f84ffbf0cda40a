import {
  cacheBusterQuerySchema,
  cancelReservationResponseSchema,
  cancelSeatResponseSchema,
  createReservationResponseSchema,
  createReservationSchema,
  DRAW_MESSAGES,
  drawEnteredResponseSchema,
  idParamSchema,
  messageResponseSchema,
  RESERVATION_MESSAGES,
  reservationDetailSchema,
  reservationListSchema,
  reservationsQuerySchema,
  seatParamsSchema,
  updateAnswersResponseSchema,
  updateAnswersSchema,
} from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { requestNow } from '../../platform/clock/request-now.ts';
import { updateAnswers } from './answers-service.ts';
import {
  cancelReservation,
  listAttended,
  listReservations,
  resendConfirmation,
} from './guest-reservations.ts';
import { reservationDetail } from './reservation-page.ts';
import { reserve } from './reservation-service.ts';
import { cancelCompanionSeat } from './seat-cancellation.ts';

const reservationParams = idParamSchema('reservation');

/** Reservations: reserve, my lists, cancel a seat, confirmation email. */
export const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.addHook('preValidation', requireUser);

  app.post(
    '/reservations',
    {
      config: { keepsSession: true },
      schema: {
        body: createReservationSchema,
        response: {
          200: createReservationResponseSchema,
          201: createReservationResponseSchema,
          202: drawEnteredResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const made = await reserve(deps, user, request.body, request.log, requestNow(request));
      if ('draw' in made) {
        return reply.status(202).send({ message: DRAW_MESSAGES.ENTERED, draw: made.draw });
      }
      const { reservation, created } = made;
      return reply.status(created ? 201 : 200).send({
        message: RESERVATION_MESSAGES.CREATED,
        reservation,
        eventId: reservation.eventId,
      });
    },
  );

  app.put(
    '/reservations/:id/answers',
    {
      schema: {
        params: reservationParams,
        body: updateAnswersSchema,
        response: { 200: updateAnswersResponseSchema },
      },
    },
    async (request) => updateAnswers(deps, signedInUser(request), request.params.id, request.body),
  );

  app.get(
    '/reservations',
    {
      schema: { querystring: reservationsQuerySchema, response: { 200: reservationListSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listReservations(deps, signedInUser(request), request.query.all, requestNow(request));
    },
  );

  app.get(
    '/reservations/attended',
    {
      schema: { querystring: cacheBusterQuerySchema, response: { 200: reservationListSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listAttended(deps, signedInUser(request));
    },
  );

  app.get(
    '/reservations/:id',
    {
      schema: {
        params: reservationParams,
        querystring: cacheBusterQuerySchema,
        response: { 200: reservationDetailSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reservationDetail(deps, signedInUser(request), request.params.id);
    },
  );

  app.delete(
    '/reservations/:id',
    {
      schema: { params: reservationParams, response: { 200: cancelReservationResponseSchema } },
    },
    async (request) =>
      cancelReservation(deps, signedInUser(request), request.params.id, request.log),
  );

  app.delete(
    '/reservations/:id/seats/:position',
    {
      schema: { params: seatParamsSchema, response: { 200: cancelSeatResponseSchema } },
    },
    async (request) => {
      const { id, position } = request.params;
      return cancelCompanionSeat(deps, signedInUser(request), id, position, request.log);
    },
  );

  app.post(
    '/reservations/:id/send-confirmation',
    {
      schema: { params: reservationParams, response: { 200: messageResponseSchema } },
    },
    async (request) =>
      resendConfirmation(deps, signedInUser(request), request.params.id, request.log),
  );
};
