import { type APIRequestContext, type Locator, type Page, request } from '@playwright/test';
import type { CurrentUser, Event } from '@storytable/domain';
import {
  type Credentials,
  csrfToken,
  DEMO_USERS,
  expect,
  type mailbox,
} from '../fixtures/index.ts';

// Shared steps of the reservations journeys (reservations-*.spec.ts).

export const uniqueTitle = (what: string) =>
  `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The toast whose text includes `title` (inside the notification region). A modal dialog hides
 * the rest of the page from assistive technology, the toasts included, so hidden ones count too
 * (the dialogs repeat their errors inside, with role alert).
 */
export const toast = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /^Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: title });

export async function post(api: APIRequestContext, path: string, data?: unknown) {
  const res = await api.post(path, { data, headers: { 'X-CSRF-Token': await csrfToken(api) } });
  expect(res.ok(), `POST ${path} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return res.json();
}

/** The demo host, signed in in a request context of its own (dispose it). */
export async function hostApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  await post(api, '/api/login', DEMO_USERS.host);
  return api;
}

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

/** A dinner by the demo host starting about `hoursAhead` hours from now; `price` in cents. */
export async function hostEvent(
  baseURL: string,
  opts: { title: string; hoursAhead: number; price: number; capacity?: number },
): Promise<Event> {
  const api = await hostApi(baseURL);
  try {
    if (opts.price > 0) await expectHostPayouts(api);
    const { date, time } = sacramentoWallClock(new Date(Date.now() + opts.hoursAhead * 3_600_000));
    return (await post(api, '/api/events', {
      title: opts.title,
      description: 'A table for the reservation journeys.',
      state: 'CA',
      city: 'Sacramento',
      restaurantName: 'Capitol Supper Club',
      date,
      time,
      isFreeEvent: opts.price === 0,
      price: opts.price,
      capacity: opts.capacity ?? 6,
      tags: ['World History'],
    })) as Event;
  } finally {
    await api.dispose();
  }
}

/** A new user whose address is verified through the emailed link, logged in in `page`. */
export async function verifiedGuest(
  page: Page,
  api: { createUser(): Promise<Credentials>; login(page: Page, c: Credentials): Promise<void> },
  mail: typeof mailbox,
): Promise<Credentials> {
  const creds = await api.createUser();
  const link = (await mail.latest(creds.email, { subject: /Verify your email/ })).link(
    '/api/verify-email',
  );
  const res = await page.request.get(link, { maxRedirects: 0 });
  expect(res.status()).toBeLessThan(400);
  await api.login(page, creds);
  return creds;
}

export async function eventById(api: APIRequestContext, id: number): Promise<Event> {
  const res = await api.get(`/api/events/${id}?t=${Date.now()}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Event;
}

/**
 * Reserve, then the attendee guidelines: 'Accept' stays disabled until the box is ticked.
 * `scope` is where the reserve button is (the page or an event dialog).
 */
export async function openReservation(page: Page, scope: Page | Locator = page) {
  await scope.getByRole('button', { name: /^Reserve Spot - \$/ }).click();
  const guidelines = page.getByRole('dialog', { name: 'Community Guidelines' });
  await expect(guidelines).toBeVisible();
  await expect(guidelines.getByRole('button', { name: 'Accept' })).toBeDisabled();
  await guidelines.getByRole('checkbox', { name: 'I agree to the community guidelines' }).click();
  return guidelines;
}

/** The card dialog of a paid dinner, its card fields filled. */
export async function fillCard(dialog: Locator, cardNumber: string) {
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
}
