import {
  ATTENDANCE_MESSAGES,
  managesDinner,
  testThankYousResponseSchema,
  testThankYousSchema,
} from '@storytable/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { requireUser, signedInUser } from '../../lib/guards.ts';
import { EVENT_NOT_FOUND } from '../events/index.ts';
import { findDinner } from './attendance-repository.ts';
import { sendDueThankYous } from './thank-yous.ts';

/**
 * Registered only on a server started with TEST_CLOCK (decision 069): the real morning-after
 * sweep, run at a given instant for one dinner its host names, so a journey need not wait a day.
 */
export const testClockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('preValidation', requireUser);

  app.post(
    '/test/thank-yous',
    {
      schema: {
        hide: true,
        body: testThankYousSchema,
        response: { 200: testThankYousResponseSchema },
      },
    },
    async (request) => {
      const { eventId, at } = request.body;
      const event = await findDinner(deps.db, eventId);
      if (!event) throw AppError.notFound(EVENT_NOT_FOUND);
      if (!managesDinner(signedInUser(request), event))
        throw AppError.forbidden(ATTENDANCE_MESSAGES.NOT_YOUR_EVENT);
      return sendDueThankYous(deps, new Date(at), { eventId });
    },
  );
};
