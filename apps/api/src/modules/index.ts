import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin/index.ts';
import { attendanceRoutes, testClockRoutes } from './attendance/index.ts';
import { authRoutes } from './auth/index.ts';
import { calendarRoutes } from './calendar/index.ts';
import { drawRoutes } from './draw/index.ts';
import { earningsRoutes } from './earnings/index.ts';
import { eventEditRoutes } from './event-editing/index.ts';
import {
  coverImageRoutes,
  eventAddressRoutes,
  eventRoutes,
  hostEventRoutes,
} from './events/index.ts';
import { followRoutes } from './follows/index.ts';
import { guestListRoutes } from './guest-list/index.ts';
import { hostRoutes } from './hosts/index.ts';
import { messageRoutes } from './messages/index.ts';
import { newsletterRoutes } from './newsletter/index.ts';
import { noticeRoutes } from './notices/index.ts';
import { openingRoutes } from './openings/index.ts';
import { paymentIntentRoutes } from './payments/index.ts';
import { payoutsRoutes } from './payouts/index.ts';
import { hostPageRoutes, profileRoutes } from './profile/index.ts';
import { promptsRoutes } from './prompts/index.ts';
import { requestRoutes } from './requests/index.ts';
import { reservationRoutes, waitlistClaimRoutes } from './reservations/index.ts';
import { restaurantBriefRoutes } from './restaurant-brief/index.ts';
import { reviewRoutes } from './reviews/index.ts';
import { searchRoutes } from './search/index.ts';
import { shareCardRoutes } from './seo/index.ts';
import { settingsRoutes } from './settings/index.ts';
import { ticketRoutes } from './tickets/index.ts';
import { waitlistRoutes } from './waitlist/index.ts';

/** Every feature's routes, mounted under /api. Add one line per routes file. */
export const featureRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(authRoutes);
  await app.register(newsletterRoutes);
  await app.register(payoutsRoutes);
  await app.register(hostRoutes);
  await app.register(eventRoutes);
  await app.register(eventEditRoutes);
  await app.register(coverImageRoutes);
  await app.register(eventAddressRoutes);
  await app.register(guestListRoutes);
  await app.register(earningsRoutes);
  await app.register(messageRoutes);
  await app.register(restaurantBriefRoutes);
  await app.register(promptsRoutes);
  await app.register(searchRoutes);
  await app.register(followRoutes);
  await app.register(hostEventRoutes);
  await app.register(profileRoutes);
  await app.register(hostPageRoutes);
  await app.register(paymentIntentRoutes);
  await app.register(reservationRoutes);
  await app.register(waitlistRoutes);
  await app.register(requestRoutes);
  await app.register(openingRoutes);
  await app.register(waitlistClaimRoutes);
  await app.register(drawRoutes);
  await app.register(ticketRoutes);
  await app.register(attendanceRoutes);
  await app.register(reviewRoutes);
  await app.register(settingsRoutes);
  await app.register(noticeRoutes);
  await app.register(adminRoutes);
  await app.register(calendarRoutes);
  await app.register(shareCardRoutes);
  // the journeys' controlled clock (decision 069): never on a server without TEST_CLOCK
  if (app.deps.config.testClock) await app.register(testClockRoutes);
};
