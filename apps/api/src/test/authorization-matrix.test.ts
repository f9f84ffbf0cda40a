import { randomUUID } from 'node:crypto';
import { TEST_CARDS } from '@storytable/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSimulatedPayouts } from '../cli/demo-seed.ts';
import { reservations, reviews, type UserRow } from '../db/schema/index.ts';
import { HOST_APPLICATION_LIMIT, IDENTITY_SESSION_LIMIT } from '../modules/hosts/limits.ts';
import { PASSWORD_CHECK_LIMIT } from '../platform/users/password.ts';
import { createUser } from '../platform/users/user-factory.ts';
import { findUserById } from '../platform/users/user-repository.ts';
import { type Agent, agentFor, anonymousAgent } from './auth.ts';
import { createEvent } from './event-factory.ts';
import { createTestApp, type TestContext } from './helper.ts';

// Audit finding 12: every route against every kind of caller. The test walks the routes the app
// registered, so a new route without a row here fails CI.

const ROLES = ['visitor', 'guest', 'otherGuest', 'host', 'otherHost', 'admin'] as const;
type Role = (typeof ROLES)[number];
/** 'ok': authorization let the call through (any status but 401, 403 and 5xx). */
type Outcome = 'ok' | 401 | 403 | 404;
type Expect = Record<Role, Outcome>;

const open: Expect = {
  visitor: 'ok',
  guest: 'ok',
  otherGuest: 'ok',
  host: 'ok',
  otherHost: 'ok',
  admin: 'ok',
};
const signedIn: Expect = { ...open, visitor: 401 };
const adminOnly: Expect = {
  visitor: 401,
  guest: 403,
  otherGuest: 403,
  host: 403,
  otherHost: 403,
  admin: 'ok',
};
const hostOnly: Expect = { ...adminOnly, host: 'ok', otherHost: 'ok', admin: 403 };
/** Publishing needs a host whose payout account is set up (the other host has none). */
const payingHostOnly: Expect = { ...hostOnly, otherHost: 403 };
/** Guests (not admins) on someone else's dinner: the host of it is refused too. */
const reserveRule: Expect = {
  visitor: 401,
  guest: 'ok',
  otherGuest: 'ok',
  host: 403,
  otherHost: 'ok',
  admin: 403,
};
/** The guest's own reservation or verification session: nobody else may touch it. */
const guestOwns: Expect = {
  visitor: 401,
  guest: 'ok',
  otherGuest: 404,
  host: 404,
  otherHost: 404,
  admin: 404,
};

interface Seed {
  users: Record<Exclude<Role, 'visitor'>, UserRow>;
  freeEvent: number;
  paidEvent: number;
  pastEvent: number;
  /** A review of the past dinner, for the host's reply. */
  review: number;
  reservation: number;
  identitySession: string;
  simulatedAccount: string;
}

interface Row {
  method: string;
  url: string;
  expect: Expect;
  /** The concrete request: a path with real ids and a valid body, so authorization decides. */
  call: (s: Seed) => { path: string; body?: unknown };
}

let n = 0;
const unique = () => {
  n += 1;
  return `${Date.now().toString(36)}${n}`;
};
const nextYear = new Date().getUTCFullYear() + 1;

/** Off in the harness (METRICS_TOKEN unset): not found for every caller. */
const metricsOff: Expect = {
  visitor: 404,
  guest: 404,
  otherGuest: 404,
  host: 404,
  otherHost: 404,
  admin: 404,
};

const ROWS: Row[] = [
  // the operator's endpoints: for balancers and Prometheus, never a session (platform/health)
  { method: 'GET', url: '/healthz', expect: open, call: () => ({ path: '/healthz' }) },
  { method: 'GET', url: '/readyz', expect: open, call: () => ({ path: '/readyz' }) },
  { method: 'GET', url: '/metrics', expect: metricsOff, call: () => ({ path: '/metrics' }) },
  {
    method: 'GET',
    url: '/api/csrf-token',
    expect: open,
    call: () => ({ path: '/api/csrf-token' }),
  },
  {
    method: 'POST',
    url: '/api/register',
    expect: open,
    call: () => {
      const id = unique();
      return {
        path: '/api/register',
        body: {
          username: `m_${id}`,
          password: 'Password1!',
          name: 'Matrix',
          email: `m_${id}@example.com`,
          termsAgreed: true,
        },
      };
    },
  },
  {
    method: 'POST',
    url: '/api/login',
    expect: open,
    call: (s) => ({
      path: '/api/login',
      body: { username: s.users.guest.username, password: 'Password1!' },
    }),
  },
  { method: 'POST', url: '/api/logout', expect: open, call: () => ({ path: '/api/logout' }) },
  { method: 'GET', url: '/api/user', expect: signedIn, call: () => ({ path: '/api/user' }) },
  {
    method: 'POST',
    url: '/api/session/keep-alive',
    expect: signedIn,
    call: () => ({ path: '/api/session/keep-alive' }),
  },
  {
    method: 'POST',
    url: '/api/resend-verification',
    expect: signedIn,
    call: () => ({ path: '/api/resend-verification' }),
  },
  {
    method: 'GET',
    url: '/api/verify-email',
    expect: open,
    call: () => ({ path: '/api/verify-email?token=nope' }),
  },
  {
    method: 'POST',
    url: '/api/auth/reset-request',
    expect: open,
    call: () => ({ path: '/api/auth/reset-request', body: { email: 'nobody@example.com' } }),
  },
  {
    method: 'POST',
    url: '/api/auth/reset-password',
    expect: open,
    call: () => ({ path: '/api/auth/reset-password', body: { email: 'nobody@example.com' } }),
  },
  {
    method: 'POST',
    url: '/api/newsletter/subscribe',
    expect: open,
    call: () => ({
      path: '/api/newsletter/subscribe',
      body: { email: `n_${unique()}@example.com` },
    }),
  },
  // the simulated provider's own hosted pages: the signed link is the authority, as at Stripe
  {
    method: 'GET',
    url: '/api/stripe/simulated/page.js',
    expect: open,
    call: () => ({ path: '/api/stripe/simulated/page.js' }),
  },
  {
    method: 'POST',
    url: '/api/stripe/simulated/confirm',
    expect: open,
    call: () => ({
      path: '/api/stripe/simulated/confirm',
      body: {
        clientSecret: 'pi_x_secret_y',
        cardNumber: TEST_CARDS.SUCCEEDS,
        expiry: '12/34',
        cvc: '123',
      },
    }),
  },
  {
    method: 'GET',
    url: '/api/stripe/simulated/onboarding/:accountId',
    expect: open,
    call: (s) => ({ path: `/api/stripe/simulated/onboarding/${s.simulatedAccount}?sig=bad` }),
  },
  {
    method: 'POST',
    url: '/api/stripe/simulated/onboarding/:accountId/complete',
    expect: open,
    call: (s) => ({
      path: `/api/stripe/simulated/onboarding/${s.simulatedAccount}/complete`,
      body: { sig: 'bad' },
    }),
  },
  {
    method: 'GET',
    url: '/api/stripe/simulated/identity/:sessionId',
    expect: open,
    call: (s) => ({ path: `/api/stripe/simulated/identity/${s.identitySession}?sig=bad` }),
  },
  {
    method: 'POST',
    url: '/api/stripe/simulated/identity/:sessionId/complete',
    expect: open,
    call: (s) => ({
      path: `/api/stripe/simulated/identity/${s.identitySession}/complete`,
      body: { sig: 'bad', outcome: 'verified' },
    }),
  },
  { method: 'GET', url: '/api/config', expect: open, call: () => ({ path: '/api/config' }) },
  // signed by the provider, not by a browser session: a bad signature is a 400 for everyone
  {
    method: 'POST',
    url: '/api/stripe/webhook',
    expect: open,
    call: () => ({ path: '/api/stripe/webhook', body: { id: 'evt_x' } }),
  },
  {
    method: 'POST',
    url: '/api/stripe/create-connect-account',
    expect: hostOnly,
    call: () => ({ path: '/api/stripe/create-connect-account' }),
  },
  {
    method: 'POST',
    url: '/api/stripe/set-latest-stripe-data',
    expect: signedIn,
    call: () => ({ path: '/api/stripe/set-latest-stripe-data' }),
  },
  {
    method: 'GET',
    url: '/api/stripe/list-accounts',
    expect: adminOnly,
    call: () => ({ path: '/api/stripe/list-accounts' }),
  },
  {
    method: 'DELETE',
    url: '/api/stripe/connect-account/:id',
    expect: adminOnly,
    call: () => ({ path: '/api/stripe/connect-account/acct_1nonexistent000' }),
  },
  {
    method: 'DELETE',
    url: '/api/stripe/cleanup-accounts',
    expect: adminOnly,
    call: () => ({ path: '/api/stripe/cleanup-accounts' }),
  },
  {
    method: 'GET',
    url: '/api/admin/pending-host-applications',
    expect: adminOnly,
    call: () => ({ path: '/api/admin/pending-host-applications' }),
  },
  {
    method: 'GET',
    url: '/api/admin/pending-host-verifications',
    expect: adminOnly,
    call: () => ({ path: '/api/admin/pending-host-verifications' }),
  },
  {
    method: 'POST',
    url: '/api/admin/approve-host-application/:userId',
    expect: adminOnly,
    call: (s) => ({
      path: `/api/admin/approve-host-application/${s.users.otherGuest.id}`,
      body: { status: 'rejected' },
    }),
  },
  {
    method: 'POST',
    url: '/api/admin/verify-user/:userId',
    expect: adminOnly,
    call: (s) => ({
      path: `/api/admin/verify-user/${s.users.otherGuest.id}`,
      body: { status: 'rejected' },
    }),
  },
  {
    method: 'GET',
    url: '/api/admin/users',
    expect: adminOnly,
    call: () => ({ path: '/api/admin/users?search=user&page=1' }),
  },
  {
    method: 'DELETE',
    url: '/api/admin/users/:id',
    expect: adminOnly,
    // no such user: the admin's call passes authorization and finds nothing to remove
    call: () => ({ path: '/api/admin/users/2000000000' }),
  },
  {
    method: 'GET',
    url: '/api/admin/users/:id/audit',
    expect: adminOnly,
    call: (s) => ({ path: `/api/admin/users/${s.users.guest.id}/audit` }),
  },
  {
    method: 'GET',
    url: '/api/admin/operations',
    expect: adminOnly,
    call: () => ({ path: '/api/admin/operations' }),
  },
  {
    method: 'POST',
    url: '/api/admin/emails/:id/send-again',
    expect: adminOnly,
    // no such email: the admin's call passes authorization and finds nothing to send
    call: () => ({ path: '/api/admin/emails/2000000000/send-again' }),
  },

  {
    method: 'POST',
    url: '/api/user/become-host',
    // hosts are refused with 409 (already a host), not by authorization
    expect: { ...signedIn, admin: 403 },
    call: () => ({
      path: '/api/user/become-host',
      body: {
        experience: 'Ten years of supper clubs',
        expertiseArea: 'Philosophy',
        eventsHosted: '12',
        interests: 'Regional Italian',
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/stripe/identity-verification',
    expect: signedIn,
    call: () => ({ path: '/api/stripe/identity-verification' }),
  },
  {
    method: 'GET',
    url: '/api/stripe/identity-verification/:sessionId',
    expect: guestOwns,
    call: (s) => ({ path: `/api/stripe/identity-verification/${s.identitySession}` }),
  },
  { method: 'GET', url: '/api/events', expect: open, call: () => ({ path: '/api/events' }) },
  {
    method: 'GET',
    url: '/api/events/:id',
    expect: open,
    call: (s) => ({ path: `/api/events/${s.freeEvent}` }),
  },
  {
    method: 'POST',
    url: '/api/events',
    expect: payingHostOnly,
    call: () => ({
      path: '/api/events',
      body: {
        title: 'Matrix dinner',
        description: 'Who may publish.',
        state: 'CA',
        city: 'Sacramento',
        restaurantName: 'The Firehouse',
        streetAddress: '1112 2nd St',
        neighborhood: 'Old Sacramento',
        date: `${nextYear}-03-10`,
        time: '19:00',
        price: 0,
        capacity: 6,
        tags: ['World History'],
      },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/events/:id',
    expect: { visitor: 401, guest: 403, otherGuest: 403, host: 'ok', otherHost: 403, admin: 'ok' },
    call: (s) => ({ path: `/api/events/${s.pastEvent}` }),
  },
  {
    method: 'POST',
    url: '/api/events/:id/cover-image',
    // not multipart: refused as no image (400) once authorization lets it through
    expect: { ...hostOnly, otherHost: 403 },
    call: (s) => ({ path: `/api/events/${s.freeEvent}/cover-image`, body: { image: 'none' } }),
  },
  {
    method: 'GET',
    url: '/api/search',
    expect: open,
    call: () => ({ path: '/api/search?q=dinner' }),
  },
  { method: 'GET', url: '/api/follows', expect: signedIn, call: () => ({ path: '/api/follows' }) },
  {
    method: 'POST',
    url: '/api/follows/:hostId',
    expect: signedIn,
    call: (s) => ({ path: `/api/follows/${s.users.host.id}` }),
  },
  {
    method: 'DELETE',
    url: '/api/follows/:hostId',
    expect: signedIn,
    call: (s) => ({ path: `/api/follows/${s.users.host.id}` }),
  },
  {
    method: 'GET',
    url: '/api/host/events',
    expect: signedIn,
    call: () => ({ path: '/api/host/events' }),
  },
  {
    method: 'GET',
    url: '/api/user/events',
    expect: signedIn,
    call: () => ({ path: '/api/user/events' }),
  },
  // settings: every caller changes only their own account (wrong current passwords: no change)
  {
    method: 'POST',
    url: '/api/user/bio',
    expect: signedIn,
    call: () => ({ path: '/api/user/bio', body: { bio: 'Stories over supper.' } }),
  },
  {
    method: 'POST',
    url: '/api/user/preferences',
    expect: signedIn,
    call: () => ({
      path: '/api/user/preferences',
      body: { marketingEmails: false, marketingSms: false },
    }),
  },
  // notices are about a host's own dinners: a guest or a non-host admin has none (decision 054)
  {
    method: 'GET',
    url: '/api/user/notification-preferences',
    expect: hostOnly,
    call: () => ({ path: '/api/user/notification-preferences' }),
  },
  {
    method: 'PUT',
    url: '/api/user/notification-preferences',
    expect: hostOnly,
    call: () => ({
      path: '/api/user/notification-preferences',
      body: { booking: 'digest', cancellation: 'now', waitlist_claim: 'now', review: 'now' },
    }),
  },
  {
    method: 'POST',
    url: '/api/user/cookie-consent',
    expect: signedIn,
    call: () => ({
      path: '/api/user/cookie-consent',
      body: { consent: { statistics: false, marketing: false } },
    }),
  },
  {
    method: 'POST',
    url: '/api/user/password',
    expect: signedIn,
    call: () => ({
      path: '/api/user/password',
      body: {
        currentPassword: 'not-it',
        newPassword: 'Newpass-123!',
        confirmPassword: 'Newpass-123!',
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/user/email',
    expect: signedIn,
    call: () => {
      const email = `e_${unique()}@example.com`;
      return {
        path: '/api/user/email',
        body: { currentPassword: 'not-it', newEmail: email, confirmEmail: email },
      };
    },
  },
  {
    method: 'GET',
    url: '/api/confirm-email-change',
    expect: open,
    call: () => ({ path: '/api/confirm-email-change?token=nope' }),
  },
  {
    method: 'POST',
    url: '/api/user/profile-image',
    // not multipart: refused as no image (400) once authorization lets it through
    expect: signedIn,
    call: () => ({ path: '/api/user/profile-image', body: { image: 'none' } }),
  },
  {
    method: 'GET',
    url: '/api/images/:key',
    expect: open,
    call: () => ({ path: `/api/images/${'b'.repeat(64)}-256.jpg` }),
  },
  {
    method: 'DELETE',
    url: '/api/user',
    // a wrong password: authorization is what is tested, nobody is removed
    expect: signedIn,
    call: () => ({ path: '/api/user', body: { currentPassword: 'not-it' } }),
  },
  {
    method: 'GET',
    url: '/api/user/export-data',
    expect: signedIn,
    call: () => ({ path: '/api/user/export-data' }),
  },
  {
    method: 'GET',
    url: '/api/users/:id',
    expect: open,
    call: (s) => ({ path: `/api/users/${s.users.host.id}` }),
  },
  {
    method: 'GET',
    url: '/api/users/:id/events',
    expect: open,
    call: (s) => ({ path: `/api/users/${s.users.host.id}/events` }),
  },
  {
    method: 'GET',
    url: '/api/users/:id/reviews',
    expect: open,
    call: (s) => ({ path: `/api/users/${s.users.host.id}/reviews` }),
  },
  {
    method: 'POST',
    url: '/api/stripe/create-payment-intent',
    expect: reserveRule,
    call: (s) => ({ path: '/api/stripe/create-payment-intent', body: { eventId: s.paidEvent } }),
  },
  {
    method: 'POST',
    url: '/api/reservations',
    expect: reserveRule,
    call: (s) => ({ path: '/api/reservations', body: { eventId: s.freeEvent } }),
  },
  {
    method: 'GET',
    url: '/api/reservations',
    expect: signedIn,
    call: () => ({ path: '/api/reservations' }),
  },
  {
    method: 'GET',
    url: '/api/reservations/attended',
    expect: signedIn,
    call: () => ({ path: '/api/reservations/attended' }),
  },
  {
    method: 'POST',
    url: '/api/reservations/:id/send-confirmation',
    expect: guestOwns,
    call: (s) => ({ path: `/api/reservations/${s.reservation}/send-confirmation` }),
  },
  {
    // one companion's seat (decision 067); the matrix's seat is alone, so the owner gets 400
    method: 'DELETE',
    url: '/api/reservations/:id/seats/:position',
    expect: guestOwns,
    call: (s) => ({ path: `/api/reservations/${s.reservation}/seats/1` }),
  },
  // tickets and check-in (decision 061), before the row below cancels the guest's seat
  {
    method: 'GET',
    url: '/api/reservations/:id/ticket',
    expect: guestOwns,
    call: (s) => ({ path: `/api/reservations/${s.reservation}/ticket` }),
  },
  {
    method: 'GET',
    url: '/api/events/:id/check-ins',
    expect: { ...adminOnly, host: 'ok' },
    call: (s) => ({ path: `/api/events/${s.freeEvent}/check-ins` }),
  },
  {
    method: 'POST',
    url: '/api/events/:id/check-ins',
    // the dinner's host, and admins as on other host routes; the dinner is not today: 409
    expect: { ...adminOnly, host: 'ok' },
    call: (s) => ({
      path: `/api/events/${s.freeEvent}/check-ins`,
      body: { clientId: randomUUID(), reservationId: s.reservation },
    }),
  },
  // messages to guests (decision 056), before the row below cancels the guest's seat: the
  // dinner's host writes and reads (admins read), a guest reads and replies on their own seat
  {
    method: 'GET',
    url: '/api/events/:id/messages',
    expect: { ...adminOnly, host: 'ok' },
    call: (s) => ({ path: `/api/events/${s.freeEvent}/messages` }),
  },
  {
    method: 'POST',
    url: '/api/events/:id/messages',
    // admins read a dinner's messages but never write in its host's name
    expect: { ...adminOnly, host: 'ok', admin: 403 },
    call: (s) => ({
      path: `/api/events/${s.freeEvent}/messages`,
      body: { body: 'Parking moved to the back lot.', includeWaitlist: false },
    }),
  },
  {
    method: 'GET',
    url: '/api/reservations/:id/messages',
    expect: guestOwns,
    call: (s) => ({ path: `/api/reservations/${s.reservation}/messages` }),
  },
  {
    method: 'POST',
    url: '/api/reservations/:id/replies',
    expect: guestOwns,
    call: (s) => ({
      path: `/api/reservations/${s.reservation}/replies`,
      body: { body: 'Thank you!' },
    }),
  },
  // a guest's answers at booking are their own words: the host and admins read, never edit (060)
  {
    method: 'PUT',
    url: '/api/reservations/:id/answers',
    expect: guestOwns,
    call: (s) => ({
      path: `/api/reservations/${s.reservation}/answers`,
      body: { dietary: { needs: ['vegetarian'] }, answer: null },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/reservations/:id',
    expect: guestOwns,
    call: (s) => ({ path: `/api/reservations/${s.reservation}` }),
  },
  // the waitlist: guests (not admins, not the dinner's host) join and claim; the count is the host's
  {
    method: 'POST',
    url: '/api/events/:id/waitlist',
    expect: reserveRule,
    call: (s) => ({ path: `/api/events/${s.freeEvent}/waitlist` }),
  },
  {
    method: 'GET',
    url: '/api/events/:id/waitlist',
    expect: signedIn,
    call: (s) => ({ path: `/api/events/${s.freeEvent}/waitlist` }),
  },
  {
    method: 'DELETE',
    url: '/api/events/:id/waitlist',
    expect: signedIn,
    call: (s) => ({ path: `/api/events/${s.freeEvent}/waitlist` }),
  },
  {
    method: 'POST',
    url: '/api/events/:id/waitlist/decline',
    expect: signedIn,
    call: (s) => ({ path: `/api/events/${s.freeEvent}/waitlist/decline` }),
  },
  {
    method: 'POST',
    url: '/api/events/:id/waitlist/claim',
    expect: reserveRule,
    call: (s) => ({ path: `/api/events/${s.paidEvent}/waitlist/claim`, body: {} }),
  },
  {
    method: 'GET',
    url: '/api/events/:id/draw',
    expect: signedIn,
    call: (s) => ({ path: `/api/events/${s.freeEvent}/draw` }),
  },
  {
    method: 'GET',
    url: '/api/events/:id/waitlist/count',
    expect: { ...adminOnly, host: 'ok' },
    call: (s) => ({ path: `/api/events/${s.freeEvent}/waitlist/count` }),
  },
  // 'Notify me' (decision 071): anyone signed in, the dinner's host included
  ...(['GET', 'POST', 'DELETE'] as const).map((method) => ({
    method,
    url: '/api/events/:id/notify',
    expect: signedIn,
    call: (s: Seed) => ({ path: `/api/events/${s.freeEvent}/notify` }),
  })),
  // requests to join (decision 068): guests ask, the dinner's host (and admins) answer; a request
  // that does not exist is 404 to everyone signed in (the module's tests cover each role on one)
  {
    method: 'POST',
    url: '/api/events/:id/requests',
    expect: reserveRule,
    call: (s) => ({ path: `/api/events/${s.freeEvent}/requests`, body: {} }),
  },
  {
    method: 'GET',
    url: '/api/events/:id/requests',
    expect: { ...adminOnly, host: 'ok' },
    call: (s) => ({ path: `/api/events/${s.freeEvent}/requests` }),
  },
  {
    method: 'GET',
    url: '/api/requests',
    expect: signedIn,
    call: () => ({ path: '/api/requests' }),
  },
  {
    method: 'GET',
    url: '/api/events/:id/requests/mine',
    expect: signedIn,
    call: (s) => ({ path: `/api/events/${s.freeEvent}/requests/mine` }),
  },
  ...(['authorized', 'approve', 'decline', 'withdraw'] as const).map(
    (verb): Row => ({
      method: 'POST',
      url: `/api/requests/:id/${verb}`,
      expect: { ...guestOwns, guest: 404 },
      call: () => ({ path: `/api/requests/2147480000/${verb}` }),
    }),
  ),
  {
    method: 'GET',
    url: '/api/waitlists',
    expect: signedIn,
    call: () => ({ path: '/api/waitlists' }),
  },
  {
    method: 'GET',
    url: '/api/events/:id/reviews',
    expect: open,
    call: (s) => ({ path: `/api/events/${s.freeEvent}/reviews` }),
  },
  {
    method: 'POST',
    url: '/api/events/:id/review',
    expect: { visitor: 401, guest: 'ok', otherGuest: 403, host: 403, otherHost: 403, admin: 403 },
    call: (s) => ({
      path: `/api/events/${s.pastEvent}/review`,
      body: { rating: 5, review: 'Lovely' },
    }),
  },
  {
    method: 'POST',
    url: '/api/reviews/:id/reply',
    // the dinner's host only, in their own name: admins neither (decision 062)
    expect: { ...hostOnly, otherHost: 403 },
    call: (s) => ({ path: `/api/reviews/${s.review}/reply`, body: { reply: 'Thank you!' } }),
  },
  // calendars (decision 048): the feeds are read by calendar programs, without a session
  {
    method: 'GET',
    url: '/api/user/calendar-token',
    expect: signedIn,
    call: () => ({ path: '/api/user/calendar-token' }),
  },
  {
    method: 'POST',
    url: '/api/user/calendar-token',
    expect: signedIn,
    call: () => ({ path: '/api/user/calendar-token' }),
  },
  {
    method: 'GET',
    url: '/api/calendar/users/:token.ics',
    expect: open,
    call: () => ({ path: `/api/calendar/users/${'c'.repeat(43)}.ics` }),
  },
  {
    method: 'GET',
    url: '/api/calendar/hosts/:id.ics',
    expect: open,
    call: (s) => ({ path: `/api/calendar/hosts/${s.users.host.id}.ics` }),
  },
  {
    method: 'GET',
    url: '/api/reservations/:id/calendar.ics',
    expect: guestOwns,
    call: (s) => ({ path: `/api/reservations/${s.reservation}/calendar.ics` }),
  },
  // a reservation's page and a dinner's street address (decision 047)
  {
    method: 'GET',
    url: '/api/reservations/:id',
    expect: guestOwns,
    call: (s) => ({ path: `/api/reservations/${s.reservation}` }),
  },
  {
    method: 'GET',
    url: '/api/events/:id/address',
    // nobody holds a seat at the paid dinner (other rows reserve the free one): host and admins
    expect: { ...adminOnly, host: 'ok' },
    call: (s) => ({ path: `/api/events/${s.paidEvent}/address` }),
  },
  {
    method: 'GET',
    url: '/api/events/:id/guests',
    // the guest list (decision 053): its host and admins; other rows seat guests here, still refused
    expect: { ...adminOnly, host: 'ok' },
    call: (s) => ({ path: `/api/events/${s.freeEvent}/guests` }),
  },
  // the restaurant brief (decision 058): read by its host and admins, changed by its host alone
  {
    method: 'GET',
    url: '/api/events/:id/restaurant-brief',
    expect: { ...adminOnly, host: 'ok' },
    call: (s) => ({ path: `/api/events/${s.freeEvent}/restaurant-brief` }),
  },
  {
    method: 'PUT',
    url: '/api/events/:id/restaurant-brief',
    expect: { ...adminOnly, host: 'ok', admin: 403 },
    call: (s) => ({
      path: `/api/events/${s.freeEvent}/restaurant-brief`,
      body: { restaurantEmail: 'bookings@restaurant.test' },
    }),
  },
  // conversation prompts (decision 066): read by its host and admins, changed by its host alone
  {
    method: 'GET',
    url: '/api/events/:id/prompts',
    expect: { ...adminOnly, host: 'ok' },
    call: (s) => ({ path: `/api/events/${s.freeEvent}/prompts` }),
  },
  {
    method: 'PUT',
    url: '/api/events/:id/prompts',
    expect: { ...adminOnly, host: 'ok', admin: 403 },
    call: (s) => ({
      path: `/api/events/${s.freeEvent}/prompts`,
      body: { prompts: ['What brought you here tonight?'], roundMinutes: 5 },
    }),
  },
  // the host's earnings (decision 064): every host their own; guests and admins who host nothing
  {
    method: 'GET',
    url: '/api/host/earnings',
    expect: hostOnly,
    call: () => ({ path: '/api/host/earnings' }),
  },
  // attendance (decision 065): no-shows as check-in; notes written by who came, read by the host
  {
    method: 'POST',
    url: '/api/events/:id/no-shows',
    // the dinner is still ahead, so the host and admins get 409: authorization let them through
    expect: { ...adminOnly, host: 'ok' },
    call: (s) => ({
      path: `/api/events/${s.freeEvent}/no-shows`,
      body: { reservationIds: [s.reservation] },
    }),
  },
  {
    method: 'GET',
    url: '/api/events/:id/notes',
    expect: { ...hostOnly, otherHost: 403 },
    call: (s) => ({ path: `/api/events/${s.pastEvent}/notes` }),
  },
  {
    method: 'POST',
    url: '/api/events/:id/notes',
    expect: { visitor: 401, guest: 'ok', otherGuest: 403, host: 403, otherHost: 403, admin: 403 },
    call: (s) => ({
      path: `/api/events/${s.pastEvent}/notes`,
      body: { note: 'Thank you for a lovely evening.' },
    }),
  },
  // editing a published dinner (decision 059): its host alone; admins cancel, they do not edit
  {
    method: 'PATCH',
    url: '/api/events/:id',
    expect: { ...adminOnly, host: 'ok', admin: 403 },
    call: (s) => ({ path: `/api/events/${s.freeEvent}`, body: { title: 'Edited by the matrix' } }),
  },
  // what search engines and chat apps read (decision 047)
  {
    method: 'GET',
    url: '/api/events/:id/share-card.png',
    expect: open,
    call: (s) => ({ path: `/api/events/${s.freeEvent}/share-card.png` }),
  },
  { method: 'GET', url: '/sitemap.xml', expect: open, call: () => ({ path: '/sitemap.xml' }) },
  {
    method: 'GET',
    url: '/sitemaps/events-:part.xml',
    expect: open,
    call: () => ({ path: '/sitemaps/events-0.xml' }),
  },
  {
    method: 'GET',
    url: '/sitemaps/hosts-:part.xml',
    expect: open,
    call: () => ({ path: '/sitemaps/hosts-0.xml' }),
  },
  { method: 'GET', url: '/robots.txt', expect: open, call: () => ({ path: '/robots.txt' }) },
];

let ctx: TestContext;
let seed: Seed;

async function seedWorld(): Promise<Seed> {
  const { db } = ctx.database;
  const users: Seed['users'] = {
    guest: await createUser(db),
    otherGuest: await createUser(db),
    host: await createUser(db, { isHost: true, isVerifiedHost: true }),
    otherHost: await createUser(db, { isHost: true }),
    admin: await createUser(db, { isAdmin: true }),
  };
  await connectSimulatedPayouts(db, users.host);
  const accountRow = await findUserById(db, users.host.id);
  users.host = accountRow ?? users.host;
  const free = await createEvent(db, { hostId: users.host.id, price: 0, capacity: 12 });
  const paid = await createEvent(db, { hostId: users.host.id, price: 3000, capacity: 12 });
  const past = await createEvent(db, {
    hostId: users.host.id,
    price: 0,
    dateTime: new Date(Date.now() - 3 * 24 * 3_600_000),
  });
  // the guest attended the past dinner: only they may review it
  await db.insert(reservations).values({ eventId: past.id, userId: users.guest.id, status: true });
  const [review] = await db
    .insert(reviews)
    .values({ eventId: past.id, userId: users.otherGuest.id, rating: 4, review: 'Warm table' })
    .returning();
  const reservation = await createEvent(db, { hostId: users.host.id, price: 0, capacity: 12 });
  const guestAgent = await agentFor(ctx.app, db, users.guest);
  const reserved = await ctx.app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers: guestAgent.headers,
    payload: { eventId: reservation.id },
  });
  const identity = await ctx.app.inject({
    method: 'POST',
    url: '/api/stripe/identity-verification',
    headers: guestAgent.headers,
  });
  return {
    users,
    freeEvent: free.id,
    paidEvent: paid.id,
    pastEvent: past.id,
    review: review!.id,
    reservation: reserved.json().reservation.id,
    identitySession: identity.json().id,
    simulatedAccount: users.host.stripeConnectId!,
  };
}

async function call(role: Role, row: Row): Promise<LightMyRequestResponse> {
  const agent: Agent =
    role === 'visitor'
      ? await anonymousAgent(ctx.app)
      : await agentFor(ctx.app, ctx.database.db, seed.users[role]);
  const { path, body } = row.call(seed);
  return ctx.app.inject({
    method: row.method as 'GET',
    url: path,
    headers: agent.headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  seed = await seedWorld();
});
afterAll(() => ctx.close());

describe('authorization matrix', () => {
  it('has a row for every registered route', () => {
    const listed = new Set(ROWS.map((r) => `${r.method} ${r.url}`));
    const missing = ctx.app.registeredRoutes
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !listed.has(key));
    expect(missing, 'routes without an authorization rule in this table').toEqual([]);
  });

  it.each(ROWS.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', async (_name, row) => {
    const seen: Record<string, number> = {};
    for (const role of ROLES) seen[role] = (await call(role, row)).statusCode;
    const outcome = (status: number): Outcome =>
      status === 401 || status === 403 || status === 404 ? status : 'ok';
    const actual = Object.fromEntries(
      ROLES.map((role) => [
        role,
        row.expect[role] === 'ok' && seen[role] === 404 ? 'ok' : outcome(seen[role]!),
      ]),
    );
    for (const role of ROLES) expect(seen[role], `${role} got a server error`).toBeLessThan(500);
    expect(actual).toEqual(row.expect);
  });
});

/**
 * The per-user limits (issue 32, items 5 and 8): past its limit a caller is refused with 429 and
 * Retry-After, whatever else it sends, while another caller of the same role still gets through.
 */
const LIMITED: { method: 'POST' | 'DELETE'; url: string; max: number; body?: unknown }[] = [
  {
    method: 'DELETE',
    url: '/api/user',
    max: PASSWORD_CHECK_LIMIT.max,
    body: { currentPassword: 'wrong' },
  },
  { method: 'POST', url: '/api/stripe/identity-verification', max: IDENTITY_SESSION_LIMIT.max },
  {
    method: 'POST',
    url: '/api/user/become-host',
    max: HOST_APPLICATION_LIMIT.max,
  },
];

describe('limits per user', () => {
  it.each(LIMITED.map((l) => [`${l.method} ${l.url}`, l] as const))(
    '%s',
    async (_name, limited) => {
      const row = ROWS.find((r) => r.method === limited.method && r.url === limited.url);
      expect(row).toBeDefined();
      // the matrix's own valid request unless the limit is on a wrong password
      const body = limited.body ?? row?.call(seed).body;
      const { db } = ctx.database;
      const send = (agent: Agent) =>
        ctx.app.inject({
          method: limited.method,
          url: limited.url,
          headers: agent.headers,
          ...(body === undefined ? {} : { payload: body as object }),
        });
      const caller = await agentFor(ctx.app, db, await createUser(db));
      for (let i = 0; i < limited.max; i++) expect((await send(caller)).statusCode).not.toBe(429);
      const refused = await send(caller);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const other = await agentFor(ctx.app, db, await createUser(db));
      expect((await send(other)).statusCode).not.toBe(429);
    },
  );
});
