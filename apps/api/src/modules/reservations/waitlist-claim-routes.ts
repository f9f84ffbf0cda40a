import {
  claimOfferSchema,
  createReservationResponseSchema,
  idParamSchema,
  RESERVATION_MESSAGES,
} from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInUser } from '../../lib/guards.ts';
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
        response: { 200: createReservationResponseSchema, 201: createReservationResponseSchema },
      },
    },
    async (request, reply) => {
      const input = { eventId: request.params.id, ...request.body };
      const { reservation, created } = await reserve(
        deps,
        signedInUser(request),
        input,
        request.log,
      );
      return reply.status(created ? 201 : 200).send({
        message: RESERVATION_MESSAGES.CREATED,
        reservation,
        eventId: reservation.eventId,
      });
    },
  );
};
