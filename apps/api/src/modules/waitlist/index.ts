// What other modules may use of the waitlist: its routes, its sweep, and a freed seat passing on.
export { expireOffers } from './offer-expiry.ts';
export { waitlistRoutes } from './routes.ts';
export { leaveEveryWaitlist, releaseSeat, type SeatReleaseDeps } from './seat-release.ts';
