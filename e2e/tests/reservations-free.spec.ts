import type { Page } from '@playwright/test';
import type { Event, EventsListResponse, Reservation } from '@storytable/domain';
import {
  eventById,
  expect,
  listedEvents,
  skipWelcomeModal,
  test,
  toast,
  verifiedGuest,
} from '../fixtures/index.ts';
import {
  acceptGuidelinesByKeyboard,
  answerQuestions,
  openReservation,
} from '../support/reservation-steps.ts';

// Free dinners: Reserve, the attendee guidelines, the confirm-only dialog, then the refreshed
// seat count and 'Already Reserved'. Guests are fresh users; events come from the demo seed.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

/** Free, upcoming, listed dinners of the demo seed with seats to spare, soonest first. */
async function freeSeedEvents(page: Page): Promise<Event[]> {
  const found: Event[] = [];
  for (let n = 1; n <= 4; n++) {
    const res = await page.request.get(`/api/events?page=${n}`);
    const body = (await res.json()) as EventsListResponse;
    found.push(...body.events);
    if (n >= body.pagination.totalPages) break;
  }
  return found.filter(
    (e) =>
      e.price === 0 && e.status && e.availableSpots >= 2 && Date.parse(e.dateTime) > Date.now(),
  );
}

test('a guest reserves a free dinner from its page and lands on their profile', async ({
  page,
  api,
  mail,
  axe,
}) => {
  // several axe passes and an email round trip
  test.slow();
  // the latest one: the dialog journey below reserves from the first page of the listing
  const event = (await freeSeedEvents(page)).at(-1);
  expect(event, 'the demo seed has a free upcoming dinner').toBeTruthy();
  const before = event!.availableSpots;

  // a visitor is asked to log in first
  await page.goto(`/event/${event!.id}`);
  await expect(page.getByRole('button', { name: 'Log in to Reserve' })).toBeVisible();

  const guest = await verifiedGuest(page, api, mail);
  await page.goto(`/event/${event!.id}`);
  const reservation = page.getByRole('complementary', { name: 'Reservation' });
  // a free dinner says so: never '$0.00'
  await expect(reservation.getByRole('button', { name: 'Reserve Spot - Free' })).toBeVisible();
  await expect(reservation.getByText('Free', { exact: true })).toBeVisible();
  await expect(page.getByText('$0.00')).toHaveCount(0);
  const guidelines = await openReservation(page, reservation);
  await axe.expectNoViolations({ include: ['[role="dialog"]'] });
  await guidelines.getByRole('button', { name: 'Accept' }).click();
  await answerQuestions(page);

  const confirm = page.getByRole('dialog', { name: 'Confirm Reservation' });
  await expect(confirm).toContainText(event!.title);
  await expect(confirm).toContainText('Free');
  await expect(confirm.getByRole('textbox')).toHaveCount(0);
  await axe.expectNoViolations({ include: ['[role="dialog"]'] });
  await page.setViewportSize({ width: 375, height: 812 });
  await axe.expectNoViolations({ include: ['[role="dialog"]'] });
  await page.setViewportSize({ width: 1280, height: 800 });

  const sent = Date.now();
  await confirm.getByRole('button', { name: 'Confirm Reservation' }).click();
  await expect(toast(page, 'Success')).toContainText('Your reservation has been confirmed!');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: event!.title }) }),
  ).toBeVisible();

  // the seat is taken once, the confirmation email went out, and the button says so
  expect((await eventById(page.request, event!.id)).availableSpots).toBe(before - 1);
  const mine = (await (await page.request.get('/api/reservations')).json()) as Reservation[];
  expect(mine.map((r) => [r.eventId, r.status, r.amountPaid])).toEqual([[event!.id, true, 0]]);
  await mail.latest(guest.email, { subject: 'Your reservation is confirmed', since: sent });
  await page.goto(`/event/${event!.id}`);
  await expect(reservation.getByRole('button', { name: 'Already Reserved' })).toBeDisabled();
});

test('reserving from the event dialog keeps the listing and shows Already Reserved', async ({
  page,
  api,
  mail,
}) => {
  await verifiedGuest(page, api, mail);
  // a free dinner of the listing's first page (what the grid shows first)
  const event = (await listedEvents(page.request)).find(
    (e) => e.price === 0 && e.status && e.availableSpots >= 2,
  );
  expect(event, 'a free dinner on the first page of the listing').toBeTruthy();
  await page.goto('/events');
  const grid = page.getByRole('region', { name: 'Guided Experiences' });
  await grid.getByRole('button', { name: event!.title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: event!.title });
  await expect(dialog).toBeVisible();

  // by keyboard: Enter on Reserve, the guidelines, then Tab to 'Confirm Reservation' and Enter
  await dialog.getByRole('button', { name: 'Reserve Spot - Free' }).focus();
  await page.keyboard.press('Enter');
  await acceptGuidelinesByKeyboard(page);
  const confirm = page.getByRole('dialog', { name: 'Confirm Reservation' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Confirm Reservation' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Success')).toBeVisible();
  await expect(confirm).toBeHidden();
  // focus is on the confirmation beside the button, which says so (a status, read out)
  const confirmed = dialog.getByRole('status').filter({ hasText: 'Reservation confirmed' });
  await expect(confirmed).toContainText(`Your seat at ${event!.title} is saved.`);
  await expect(confirmed).toBeFocused();
  await expect(page).toHaveURL(/\/events$/);
  await expect(dialog.getByRole('button', { name: 'Already Reserved' })).toBeDisabled();
  await expect(dialog).toContainText(`${event!.availableSpots - 1} of ${event!.capacity}`);
  // one Escape closes the event dialog, toast or not
  await expect(toast(page, 'Success')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('cancelling the guidelines or the confirmation reserves nothing', async ({
  page,
  api,
  mail,
}) => {
  const [event] = await freeSeedEvents(page);
  await verifiedGuest(page, api, mail);
  await page.goto(`/event/${event!.id}`);
  const reservation = page.getByRole('complementary', { name: 'Reservation' });

  const guidelines = await openReservation(page, reservation);
  await guidelines.getByRole('button', { name: 'Cancel' }).click();
  await expect(guidelines).toBeHidden();
  await expect(reservation.getByRole('button', { name: /^Reserve Spot/ })).toBeFocused();

  await (await openReservation(page, reservation)).getByRole('button', { name: 'Accept' }).click();
  await answerQuestions(page);
  const confirm = page.getByRole('dialog', { name: 'Confirm Reservation' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(reservation.getByRole('button', { name: /^Reserve Spot/ })).toBeFocused();
  expect(await (await page.request.get('/api/reservations')).json()).toEqual([]);
});
