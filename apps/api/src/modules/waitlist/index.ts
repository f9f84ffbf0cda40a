// What other modules may use of the waitlist: its routes, its sweep, a freed seat passing on, and
// whether a guest holds an offer.
export { expireOffers } from './offer-expiry.ts';
export { waitlistRoutes } from './routes.ts';
export { leaveEveryWaitlist, releaseSeat, type SeatReleaseDeps } from './seat-release.ts';
export { holdsOffer } from './waitlist-repository.ts';
