import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import type {
  CurrentUser,
  Event,
  EventsListResponse,
  EventsSearchPanelResponse,
  RefundPolicy,
} from '@storytable/domain';
import { DEMO_USERS } from '../fixtures/demo-users.ts';
import type { Mailbox } from '../fixtures/mail.ts';

// The one place journeys talk to the API directly, for set-up that is not the thing under test.

export interface Credentials {
  username: string;
  password: string;
  name: string;
  email: string;
}

/** A unique, valid registration (the password passes every strength rule). */
export function newCredentials(overrides: Partial<Credentials> = {}): Credentials {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    username: `user_${id}`,
    password: `Pw-${id}-9aZ!`,
    name: 'Test Guest',
    email: `user_${id}@example.test`,
    ...overrides,
  };
}

/** A title no other test uses: `${what} <unique suffix>`. */
export const uniqueTitle = (what: string) =>
  `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** GET /api/csrf-token in this request context (browser context or standalone). */
export async function csrfToken(api: APIRequestContext): Promise<string> {
  const res = await api.get('/api/csrf-token');
  expect(res.ok(), `GET /api/csrf-token answered ${res.status()}`).toBe(true);
  const body = (await res.json()) as { csrfToken: string };
  return body.csrfToken;
}

/** POST `data` as JSON with the CSRF token; fails the test unless it succeeds; the JSON answer. */
export async function post(api: APIRequestContext, path: string, data?: unknown) {
  const res = await api.post(path, { data, headers: { 'X-CSRF-Token': await csrfToken(api) } });
  expect(res.ok(), `POST ${path} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return res.json();
}

/**
 * Registers a user through the real API (csrf token, then POST /api/register) in a request
 * context of its own, so the browser stays logged out. The address is not verified yet.
 */
export async function createUser(
  baseURL: string,
  overrides: Partial<Credentials> = {},
): Promise<Credentials> {
  const creds = newCredentials(overrides);
  const api = await request.newContext({ baseURL });
  try {
    await post(api, '/api/register', { ...creds, termsAgreed: true });
  } finally {
    await api.dispose();
  }
  return creds;
}

/**
 * Logs the page's browser context in through the API. page.request shares the context's
 * cookie jar, so the session cookie lands in the browser.
 */
export async function login(
  page: Page,
  creds: Pick<Credentials, 'username' | 'password'>,
): Promise<void> {
  await post(page.request, '/api/login', { username: creds.username, password: creds.password });
}

/**
 * Logs the page's browser context out through the API, once the page has left the app: a
 * signed-in page left open goes on fetching (the dashboard's lists and audit refetched after a
 * change), and its requests would meet the ended session with 401s in the console.
 */
export async function logout(page: Page): Promise<void> {
  await page.goto('about:blank');
  await post(page.request, '/api/logout', {});
}

/** Opens the emailed verification link of `creds` in `page`'s context; the address is verified. */
export async function verifyEmail(page: Page, mail: Mailbox, creds: Credentials): Promise<void> {
  const link = (await mail.latest(creds.email, { subject: /Verify your email/ })).link(
    '/api/verify-email',
  );
  const res = await page.request.get(link, { maxRedirects: 0 });
  expect(res.headers().location).toBe('/profile?verified=1');
}

/** A new user whose address is verified through the emailed link, logged in in `page`. */
export async function verifiedGuest(
  page: Page,
  api: { createUser(): Promise<Credentials>; login(page: Page, c: Credentials): Promise<void> },
  mail: Mailbox,
): Promise<Credentials> {
  const creds = await api.createUser();
  await verifyEmail(page, mail, creds);
  await api.login(page, creds);
  return creds;
}

/** A demo user, signed in in a request context of its own (dispose it). */
export async function demoApi(
  baseURL: string,
  who: keyof typeof DEMO_USERS = 'host',
): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  await post(api, '/api/login', DEMO_USERS[who]);
  return api;
}

/** The demo host, signed in in a request context of its own (dispose it). */
export const hostApi = (baseURL: string) => demoApi(baseURL, 'host');

/**
 * The demo seed connects the demo host's payouts (a simulated Connect account, charges enabled):
 * without one no payment intent can be made for her dinners. Fails loudly should that change.
 */
export async function expectHostPayouts(host: APIRequestContext): Promise<void> {
  const me = (await (await host.get('/api/user')).json()) as CurrentUser;
  expect(me.stripeConnectId, 'the demo host holds a connected payout account').toMatch(/^acct_/);
  expect(me.stripeConnectStatus).toBe('complete');
}

/** yyyy-MM-dd and HH:MM (on a quarter hour) of `at` on the wall clock of Sacramento. */
export function sacramentoWallClock(at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Los_Angeles',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const minute = String(Math.floor(Number(parts.minute) / 15) * 15).padStart(2, '0');
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${minute}` };
}

export interface EventOptions {
  title: string;
  hoursAhead: number;
  /** In cents. */
  price: number;
  capacity?: number;
  restaurantName?: string;
  streetAddress?: string;
  neighborhood?: string;
  tags?: string[];
  refundPolicy?: RefundPolicy;
  /** The host's own question at booking (decision 060). */
  question?: string;
  questionRequired?: boolean;
  /** The most seats one booking may take (decision 063); the server's default when absent. */
  maxSeatsPerBooking?: number;
  /** When booking opens, an ISO instant (decision 071); open now when absent. */
  opensAt?: string;
}

/** Publishes a Sacramento dinner starting about `hoursAhead` hours from now as the signed-in host. */
export async function publishEvent(host: APIRequestContext, opts: EventOptions): Promise<Event> {
  const { date, time } = sacramentoWallClock(new Date(Date.now() + opts.hoursAhead * 3_600_000));
  return (await post(host, '/api/events', {
    title: opts.title,
    description: 'A table for the journeys.',
    state: 'CA',
    city: 'Sacramento',
    restaurantName: opts.restaurantName ?? 'Capitol Supper Club',
    streetAddress: opts.streetAddress ?? '1020 11th St',
    neighborhood: opts.neighborhood ?? 'Downtown',
    date,
    time,
    isFreeEvent: opts.price === 0,
    price: opts.price,
    capacity: opts.capacity ?? 6,
    tags: opts.tags ?? ['World History'],
    ...(opts.refundPolicy ? { refundPolicy: opts.refundPolicy } : {}),
    ...(opts.question
      ? { question: opts.question, questionRequired: opts.questionRequired ?? false }
      : {}),
    ...(opts.maxSeatsPerBooking ? { maxSeatsPerBooking: opts.maxSeatsPerBooking } : {}),
    ...(opts.opensAt ? { opensAt: opts.opensAt } : {}),
  })) as Event;
}

/** A dinner by the demo host starting about `hoursAhead` hours from now. */
export async function hostEvent(baseURL: string, opts: EventOptions): Promise<Event> {
  const api = await hostApi(baseURL);
  try {
    if (opts.price > 0) await expectHostPayouts(api);
    return await publishEvent(api, opts);
  } finally {
    await api.dispose();
  }
}

/**
 * The dinners of the public listing's first page; with `everyUpcoming`, the search panel's list of
 * every upcoming dinner (`?search=true`).
 */
export async function listedEvents(
  api: APIRequestContext,
  { everyUpcoming = false } = {},
): Promise<Event[]> {
  const path = `/api/events?${everyUpcoming ? 'search=true' : 'page=1'}`;
  const res = await api.get(path);
  expect(res.ok(), `GET ${path} answered ${res.status()}`).toBe(true);
  return ((await res.json()) as EventsListResponse | EventsSearchPanelResponse).events;
}

export async function eventById(api: APIRequestContext, id: number): Promise<Event> {
  const res = await api.get(`/api/events/${id}?t=${Date.now()}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Event;
}

/** Answers that pass every rule of the host application. */
export const HOST_APPLICATION_ANSWERS = {
  experience: 'Ten years of supper clubs about the history of the Gold Rush.',
  expertiseArea: 'California history',
  eventsHosted: '25',
  interests: 'Sourdough and campfire cooking',
};

/**
 * A new user who verified the address through the emailed link and applied to host, through the
 * API in a request context of its own; with `identity` they also passed the simulated identity
 * check (pending admin review). Returns the credentials and the user's id.
 */
export async function hostApplicant(
  baseURL: string,
  mail: Mailbox,
  opts: { name?: string; identity?: boolean } = {},
): Promise<Credentials & { id: number }> {
  const creds = await createUser(baseURL, { name: opts.name ?? 'Test Applicant' });
  const api = await request.newContext({ baseURL });
  try {
    const link = (await mail.latest(creds.email, { subject: /Verify your email/ })).link(
      '/api/verify-email',
    );
    await api.get(link, { maxRedirects: 0 });
    const me = (await post(api, '/api/login', {
      username: creds.username,
      password: creds.password,
    })) as CurrentUser;
    await post(api, '/api/user/become-host', HOST_APPLICATION_ANSWERS);
    if (opts.identity) {
      const session = (await post(api, '/api/stripe/identity-verification')) as {
        url: string;
        id: string;
      };
      const page = new URL(session.url, baseURL);
      await post(api, `${page.pathname}/complete`, {
        sig: page.searchParams.get('sig'),
        outcome: 'verified',
      });
      const res = await api.get(`/api/stripe/identity-verification/${session.id}`);
      expect(((await res.json()) as { status: string }).status).toBe('verified');
    }
    return { ...creds, id: me.id };
  } finally {
    await api.dispose();
  }
}

/**
 * A new host, approved by the admin, who started payout setup (one Connect account); with
 * `onboarded` they also finished the simulated onboarding, ready to publish paid dinners.
 * Signed in in the returned request context (dispose it).
 */
export async function payoutHost(
  baseURL: string,
  mail: Mailbox,
  opts: { name: string; onboarded: boolean },
): Promise<{ host: Credentials & { id: number }; api: APIRequestContext }> {
  const host = await hostApplicant(baseURL, mail, { name: opts.name });
  const admin = await demoApi(baseURL, 'admin');
  await post(admin, `/api/admin/approve-host-application/${host.id}`, { status: 'approved' });
  await admin.dispose();
  const api = await request.newContext({ baseURL });
  await post(api, '/api/login', { username: host.username, password: host.password });
  const { url } = (await post(api, '/api/stripe/create-connect-account')) as { url: string };
  if (opts.onboarded) {
    const onboarding = new URL(url, baseURL);
    const q = onboarding.searchParams;
    await post(api, `${onboarding.pathname}/complete`, {
      returnUrl: q.get('return_url'),
      refreshUrl: q.get('refresh_url'),
      expires: q.get('expires'),
      sig: q.get('sig'),
    });
    expect((await post(api, '/api/stripe/set-latest-stripe-data')).status).toBe('complete');
  }
  return { host, api };
}
