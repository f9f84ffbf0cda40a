import {
  claimOfferSchema,
  createReservationResponseSchema,
  DRAW_MESSAGES,
  drawEnteredResponseSchema,
  idParamSchema,
  RESERVATION_MESSAGES,
} from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { requestNow } from '../../platform/clock/request-now.ts';
import { reserve } from './reservation-service.ts';

/**
 * POST /api/events/:id/waitlist/claim: the seat the waitlist holds for me, through the normal
 * reservation path (free: confirm; paid: with the succeeded payment intent). It lives here, as
 * reserving does; the waitlist module only holds and passes seats on.
 */
export const waitlistClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('preValidation', requireUser);
  app.post(
    '/events/:id/waitlist/claim',
    {
      config: { keepsSession: true },
      schema: {
        params: idParamSchema('event'),
        body: claimOfferSchema,
        response: {
          200: createReservationResponseSchema,
          201: createReservationResponseSchema,
          202: drawEnteredResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const input = { eventId: request.params.id, ...request.body };
      const made = await reserve(
        deps,
        signedInUser(request),
        input,
        request.log,
        requestNow(request),
      );
      // no offer exists in a dinner's first minute: asking then enters its draw (decision 072)
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
};
