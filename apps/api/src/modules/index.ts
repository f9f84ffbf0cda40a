import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { hostEventRoutes } from './events/host-events-routes.ts';
import { eventRoutes } from './events/routes.ts';
import { followRoutes } from './follows/routes.ts';
import { hostRoutes } from './hosts/routes.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import { payoutsRoutes } from './payouts/routes.ts';
import { hostPageRoutes } from './profile/host-page-routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { paymentIntentRoutes } from './reservations/payment-intent-routes.ts';
import { reservationRoutes } from './reservations/routes.ts';
import { waitlistClaimRoutes } from './reservations/waitlist-claim-routes.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { waitlistRoutes } from './waitlist/routes.ts';

/** Every feature's routes, mounted under /api. Add one line per routes file. */
export const featureRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(authRoutes);
  await app.register(newsletterRoutes);
  await app.register(payoutsRoutes);
  await app.register(hostRoutes);
  await app.register(eventRoutes);
  await app.register(searchRoutes);
  await app.register(followRoutes);
  await app.register(hostEventRoutes);
  await app.register(profileRoutes);
  await app.register(hostPageRoutes);
  await app.register(paymentIntentRoutes);
  await app.register(reservationRoutes);
  await app.register(waitlistRoutes);
  await app.register(waitlistClaimRoutes);
  await app.register(reviewRoutes);
  await app.register(settingsRoutes);
  await app.register(adminRoutes);
};
