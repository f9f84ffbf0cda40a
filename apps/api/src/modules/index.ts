import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/routes.ts';
import { csrfRoutes } from './csrf/routes.ts';
import { eventRoutes } from './events/routes.ts';
import { followRoutes } from './follows/routes.ts';
import { hostEventRoutes } from './host-events/routes.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import { paymentsRoutes } from './payments/routes.ts';
import { paymentIntentRoutes } from './reservations/payment-intent-routes.ts';
import { reservationRoutes } from './reservations/routes.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { userProfileRoutes } from './user-profiles/routes.ts';

/** Every feature's routes, mounted under /api. Add one line per module. */
export async function registerModules(app: FastifyInstance) {
  await app.register(csrfRoutes);
  await app.register(authRoutes);
  await app.register(newsletterRoutes);
  await app.register(paymentsRoutes);
  await app.register(eventRoutes);
  await app.register(searchRoutes);
  await app.register(followRoutes);
  await app.register(hostEventRoutes);
  await app.register(userProfileRoutes);
  await app.register(paymentIntentRoutes);
  await app.register(reservationRoutes);
  await app.register(reviewRoutes);
}
