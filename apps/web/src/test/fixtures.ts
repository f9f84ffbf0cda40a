import type { CurrentUser, Event, EventHost, Reservation } from '@storytable/domain';

/** A dinner two weeks ahead, paid ($45.00), on sale, 5 of 8 seats left. */
export function anEvent(overrides: Partial<Event> = {}): Event {
  const host: EventHost = {
    id: 7,
    name: 'Hannah Host',
    profileImage: null,
    isVerifiedHost: true,
    idmeVerified: true,
    manualReviewStatus: 'none',
    isHost: true,
    rating: 4.9,
    reviewCount: 12,
    ...overrides.host,
  };
  const availableSpots = overrides.availableSpots ?? 5;
  return {
    id: 42,
    hostId: host.id,
    title: 'Letters from the Silk Road',
    description: 'Merchants, monks and runaway princesses.',
    tags: ['World History'],
    featured: false,
    restaurantName: 'Olive & Ember',
    city: 'Sacramento',
    state: 'CA',
    location: 'Sacramento, CA',
    neighborhood: 'Midtown',
    dateTime: new Date(Date.now() + 14 * 86_400_000).toISOString(),
    timeZone: 'America/Los_Angeles',
    price: 4500,
    capacity: 8,
    availableSeats: availableSpots,
    status: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    cancelledAt: null,
    coverImage: null,
    onSale: true,
    refundPolicy: 'flexible',
    materialChangeAt: null,
    question: null,
    questionRequired: false,
    maxSeatsPerBooking: 2,
    requiresApproval: false,
    opensAt: null,
    ...overrides,
    host,
    availableSpots,
  };
}

/** A signed-in guest with a verified email; not a host, not an admin. */
export function aUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 3,
    name: 'Gina Guest',
    username: 'guest',
    email: 'guest@example.com',
    emailVerified: true,
    lastVerificationSent: null,
    profileImage: null,
    bio: null,
    isAdmin: false,
    isHost: false,
    is_host: false,
    isVerifiedHost: false,
    becameHostAt: null,
    createdAt: '2026-10-01T10:00:00.000Z',
    rating: null,
    reviewCount: 0,
    eventStreak: 0,
    level: 1,
    achievements: [],
    hostExperience: null,
    hostExpertiseArea: null,
    hostEventsHosted: null,
    hostInterests: null,
    idmeVerified: false,
    idmeVerificationStatus: null,
    idmeUserId: null,
    idmeVerificationDate: null,
    manualReviewStatus: 'none',
    stripeConnectId: null,
    stripeConnectStatus: null,
    stripeConnectOnboardingComplete: false,
    marketingPreferences: { emails: false, sms: false },
    cookieConsent: { statistics: false, marketing: false, savedAt: null },
    verifiedFullName: null,
    verifiedDocumentType: null,
    verifiedDocumentIssuer: null,
    verifiedDocumentExpiry: null,
    ...overrides,
  };
}

/** A verified host whose payout account is active: may create events and take payment. */
export function aHost(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return aUser({
    id: 7,
    name: 'Hannah Host',
    username: 'hannah',
    email: 'hannah@example.com',
    isHost: true,
    is_host: true,
    isVerifiedHost: true,
    becameHostAt: '2026-10-02T10:00:00.000Z',
    idmeVerified: true,
    idmeVerificationStatus: 'verified',
    manualReviewStatus: 'none',
    stripeConnectId: 'acct_1',
    stripeConnectStatus: 'complete',
    stripeConnectOnboardingComplete: true,
    ...overrides,
  });
}

/** A confirmed reservation of `event` by `user`. */
export function aReservation(
  event: Event,
  user: Pick<CurrentUser, 'id'>,
  overrides: Partial<Reservation> = {},
): Reservation {
  return {
    id: 900,
    eventId: event.id,
    userId: user.id,
    status: true,
    paymentIntentId: event.price > 0 ? 'pi_1' : null,
    amountPaid: event.price,
    createdAt: '2026-11-20T10:00:00.000Z',
    cancelledAt: null,
    refundedAt: null,
    seats: 1,
    refundStatus: null,
    event,
    reviewDate: null,
    rating: null,
    review: null,
    noShow: false,
    ...overrides,
  };
}
