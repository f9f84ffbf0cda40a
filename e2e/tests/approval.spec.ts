import { formatDollars, priceOfSeats } from '@storytable/domain';
import { DEMO_USERS, expect, skipWelcomeModal, test, uniqueTitle } from '../fixtures/index.ts';
import { csrfToken, hostApi, hostEvent, post, verifiedGuest } from '../support/api.ts';
import { fillCard, openReservation, QUESTIONS } from '../support/reservation-steps.ts';

// Request to join (issue 28 item 5, decision 068): a guest requests two seats at a paid dinner
// that approves its guests, authorizing 4242 4242 4242 4242; the host approves on the requests
// screen and the card is captured; another guest's request is declined.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('a guest requests two seats, the host approves and the card is charged', async ({
  page,
  api,
  mail,
  axe,
  baseURL,
}) => {
  test.slow(); // two guests, a card, the host's screen at two widths
  const price = 4000;
  const party = priceOfSeats(price, 2);
  const event = await hostEvent(baseURL!, {
    title: uniqueTitle('Approval supper'),
    hoursAhead: 24 * 9,
    price,
    maxSeatsPerBooking: 3,
  });
  const host = await hostApi(baseURL!);
  const patched = await host.patch(`/api/events/${event.id}`, {
    data: { requiresApproval: true },
    headers: { 'X-CSRF-Token': await csrfToken(host) },
  });
  expect(patched.ok()).toBe(true);

  // another guest's request, through the API: one seat, card authorized
  await verifiedGuest(page, api, mail);
  const asked = (await post(page.request, `/api/events/${event.id}/requests`, {})) as {
    request: { id: number };
    clientSecret: string;
    paymentIntentId: string;
  };
  await post(page.request, '/api/stripe/simulated/confirm', {
    paymentIntentId: asked.paymentIntentId,
    clientSecret: asked.clientSecret,
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
  });
  await post(page.request, `/api/requests/${asked.request.id}/authorized`);
  await page.context().clearCookies();

  // the guest requests two seats through the booking dialogs
  const guest = await verifiedGuest(page, api, mail);
  await page.goto(`/event/${event.id}`);
  const panel = page.getByRole('complementary', { name: 'Reservation' });
  const guidelines = await openReservation(page, panel, /^Request to join$/);
  await guidelines.getByRole('button', { name: 'Accept' }).click();
  const questions = page.getByRole('dialog', { name: QUESTIONS });
  await questions.getByRole('combobox', { name: 'How many seats?' }).selectOption({
    label: '2 seats',
  });
  await questions
    .getByRole('group', { name: 'Guest 2' })
    .getByLabel(/First name/)
    .fill('Rui');
  await questions.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request to join' });
  await expect(dialog).toContainText('charged only if the host approves');
  await fillCard(dialog, '4242424242424242');
  await dialog.getByRole('button', { name: `Authorize ${formatDollars(party.total)}` }).click();
  await expect(panel.getByText('Request sent.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Request sent' })).toBeDisabled();
  // and on their profile, waiting for the host
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Waiting for the host' })).toBeVisible();
  await expect(page.getByText(/2 seats requested · charged only if approved/)).toBeVisible();
  await page.goto('about:blank');
  await page.context().clearCookies();

  // the host answers both on the requests screen
  await api.login(page, DEMO_USERS.host);
  await page.goto(`/event/${event.id}/requests`);
  await expect(page.getByRole('heading', { name: 'Requests to join' })).toBeVisible();
  await expect(page.getByText('2 waiting for your answer')).toBeVisible();
  await axe.expectNoViolations();
  await page.setViewportSize({ width: 390, height: 844 });
  await axe.expectNoViolations();
  await page.setViewportSize({ width: 1280, height: 800 });
  // waiting requests are listed oldest first: the other guest's, then this guest's
  await page
    .getByRole('button', { name: /^Approve / })
    .nth(1)
    .click();
  await expect(page.getByText('1 waiting for your answer')).toBeVisible();
  await page.getByRole('button', { name: /^Decline / }).click();
  await expect(page.getByText('0 waiting for your answer')).toBeVisible();

  // the guest's party is seated and the card charged for it
  const list = (await (await host.get(`/api/events/${event.id}/guests`)).json()) as {
    confirmedSeats: number;
    guests: { name: string; seats: number }[];
  };
  expect(list.confirmedSeats).toBe(2);
  expect(list.guests).toEqual([expect.objectContaining({ name: guest.name, seats: 2 })]);
  await host.dispose();
  // the declined guest's card hold is released: the provider now calls the intent canceled
  const again = (await post(page.request, '/api/stripe/simulated/confirm', {
    paymentIntentId: asked.paymentIntentId,
    clientSecret: asked.clientSecret,
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
  })) as { error?: { message: string } };
  expect(again.error?.message).toContain('status is canceled');
  await page.context().clearCookies();
  await api.login(page, guest);
  const mine = (await (await page.request.get('/api/reservations')).json()) as {
    eventId: number;
    status: boolean;
    amountPaid: number;
    seats: number;
  }[];
  expect(mine.find((r) => r.eventId === event.id)).toMatchObject({
    seats: 2,
    amountPaid: party.total,
  });
});
