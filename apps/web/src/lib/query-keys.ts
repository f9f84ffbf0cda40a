import type { SearchQuery } from '@storytable/domain';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Every query key of the app. A key starts with the path it reads, so invalidating a key also
 * refreshes every key that begins with it (`events.all` covers the listing, the filter panel,
 * single events and their reviews).
 */
export const queryKeys = {
  currentUser: ['/api/user'],
  paymentsConfig: ['/api/config'],
  events: {
    all: ['/api/events'],
    page: (page: number) => ['/api/events', { page }] as const,
    searchPanel: ['/api/events', { search: 'true' }],
    detail: (id: number) => ['/api/events', id] as const,
    reviews: (id: number) => ['/api/events', id, 'reviews'] as const,
    /** The street address, for the dinner's confirmed guests, host and admins. */
    address: (id: number) => ['/api/events', id, 'address'] as const,
    /** The host's guest list of one dinner (its host and admins). */
    guestList: (id: number) => ['/api/events', id, 'guests'] as const,
    /** Requests to join the dinner (its host and admins, decision 068). */
    requests: (id: number) => ['/api/events', id, 'requests'] as const,
    /** The signed-in guest's open request to join the dinner. */
    myRequest: (id: number) => ['/api/events', id, 'requests', 'mine'] as const,
    /** My entry in the dinner's first-minute draw and its outcome (decision 072). */
    myDraw: (id: number) => ['/api/events', id, 'draw'] as const,
    /** The host's messages to the dinner's guests and their replies (its host and admins). */
    messages: (id: number) => ['/api/events', id, 'messages'] as const,
    /** Where and when the dinner's restaurant brief goes (its host and admins). */
    restaurantBrief: (id: number) => ['/api/events', id, 'restaurant-brief'] as const,
    /** Guests' private notes to the host of the dinner (its host only). */
    notes: (id: number) => ['/api/events', id, 'notes'] as const,
    /** A dinner's conversation prompts and round timer (its host and admins). */
    prompts: (id: number) => ['/api/events', id, 'prompts'] as const,
    /** Table mode: the confirmed seats and who is checked in (its host and admins). */
    table: (id: number) => ['/api/events', id, 'check-ins'] as const,
    /** Whether the signed-in user asked to be emailed at the opening (decision 071). */
    notify: (id: number) => ['/api/events', id, 'notify'] as const,
  },
  /** The signed-in guest's requests to join waiting for a host (decision 068). */
  myRequests: ['/api/requests'],
  /** The host's earnings per dinner and month (decision 064). */
  hostEarnings: ['/api/host/earnings'],
  hostEvents: {
    all: ['/api/host/events'],
    list: (showAll: boolean) => ['/api/host/events', { showAll }] as const,
  },
  /** The events of the hosts a user follows (docs/decisions/005): no page reads it yet. */
  userEvents: ['/api/user/events'],
  search: {
    all: ['/api/search'],
    results: (query: SearchQuery) => ['/api/search', query] as const,
  },
  reservations: {
    all: ['/api/reservations'],
    attended: ['/api/reservations', 'attended'],
    /** Every reservation, cancelled ones included (the guest's history). */
    history: ['/api/reservations', { all: true }],
    /** One reservation for its page, with the dinner's address. */
    detail: (id: number) => ['/api/reservations', id] as const,
    /** The host's messages to the reservation's dinner, and this guest's replies. */
    messages: (id: number) => ['/api/reservations', id, 'messages'] as const,
    /** The seat's ticket: its code and QR code (decision 061). */
    ticket: (id: number) => ['/api/reservations', id, 'ticket'] as const,
  },
  /** How each kind of a host's notices reaches them (Settings, host tab). */
  noticePreferences: ['/api/user/notification-preferences'],
  /** The address of the user's private calendar feed. */
  calendarFeed: ['/api/user/calendar-token'],
  follows: ['/api/follows'],
  /** A guest's entry sits under its event's key, so every refresh of the event reads it again. */
  waitlist: {
    entry: (eventId: number) => ['/api/events', eventId, 'waitlist'] as const,
    count: (eventId: number) => ['/api/events', eventId, 'waitlist', 'count'] as const,
    mine: ['/api/waitlists'],
  },
  publicUser: (id: string) => ['/api/users', id] as const,
  /** A host's public page: their tables and the reviews they received. */
  hostPage: {
    all: ['/api/users'],
    tables: (id: string) => ['/api/users', id, 'events'] as const,
    reviews: (id: string) => ['/api/users', id, 'reviews'] as const,
  },
  admin: {
    pendingApplications: ['/api/admin/pending-host-applications'],
    pendingVerifications: ['/api/admin/pending-host-verifications'],
    /** Every users page and every user's audit history. */
    users: ['/api/admin/users'],
    usersPage: (search: string, page: number) => ['/api/admin/users', { search, page }] as const,
    audit: (userId: number) => ['/api/admin/users', userId, 'audit'] as const,
    payoutAccounts: ['/api/stripe/list-accounts'],
    operations: ['/api/admin/operations'],
  },
} as const;

// Every read that shows events and their seats: listing and panel, single events and their
// reviews, search results, the host's and the user's event lists, hosts' public pages.
const eventReads = [
  queryKeys.events.all,
  queryKeys.search.all,
  queryKeys.hostEvents.all,
  queryKeys.userEvents,
  queryKeys.hostPage.all,
];

/** What a change makes stale: each set is read again after the change it is named for. */
export const staleAfter = {
  eventCreated: eventReads,
  /** A seat taken or given back, an event cancelled: events, reservations and the user (spec section 7). */
  bookingChanged: [
    ...eventReads,
    queryKeys.reservations.all,
    queryKeys.currentUser,
    queryKeys.waitlist.mine,
  ],
  /** A review changes the event's reviews, its host's rating and page, the guest's reservations. */
  reviewed: [queryKeys.events.all, queryKeys.reservations.all, queryKeys.hostPage.all],
  /** Following changes the follows list and the followed hosts' events. */
  followChanged: [queryKeys.follows, queryKeys.userEvents],
  signedIn: [queryKeys.currentUser, queryKeys.reservations.all],
  /** A new photo, bio or name shows on the user, their public profile, events and follows. */
  profileChanged: [queryKeys.currentUser, ['/api/users'], queryKeys.follows, ...eventReads],
  /** An application or identity check changes the user's badges, here and in public. */
  hostStandingChanged: [queryKeys.currentUser, ['/api/users']],
  /** An admin's decision or removal moves users between the queues and adds to their history. */
  adminReviewed: [
    queryKeys.admin.pendingApplications,
    queryKeys.admin.pendingVerifications,
    queryKeys.admin.users,
  ],
  /** A payout account deleted: the list, and the holder's history. */
  payoutAccountsChanged: [queryKeys.admin.payoutAccounts, queryKeys.admin.users],
  /** A failed email queued again leaves the failed list. */
  emailQueuedAgain: [queryKeys.admin.operations],
} satisfies Record<string, readonly QueryKey[]>;

/** Joining, leaving or declining a waitlist changes my entry, my lists and the dinner's seats. */
export const waitlistChanged = (eventId: number): QueryKey[] => [
  queryKeys.events.detail(eventId),
  queryKeys.waitlist.mine,
  queryKeys.hostEvents.all,
];

/** Marks every key of `keys` stale and reads the ones on screen again. */
export function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
