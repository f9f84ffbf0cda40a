import { request } from '@playwright/test';
import { formatDollars, TEST_CARDS, totalWithFee } from '@storytable/domain';
import {
  createUser,
  csrfToken,
  expect,
  hostEvent,
  type mailbox,
  post,
  skipWelcomeModal,
  test,
  toast,
  uniqueTitle,
  verifiedGuest,
} from '../fixtures/index.ts';
import { answerQuestions, fillCard, openReservation } from '../support/reservation-steps.ts';

// The waitlist of a full paid dinner (issue 11): a guest joins it, a seated guest cancels, the
// first in line gets the offer email, claims the held seat and pays with 4242 4242 4242 4242.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

/** A verified guest who paid for a seat at `eventId`, signed in in a request context of its own. */
async function seatedGuest(baseURL: string, mail: typeof mailbox, eventId: number) {
  const creds = await createUser(baseURL);
  const api = await request.newContext({ baseURL });
  await post(api, '/api/login', { username: creds.username, password: creds.password });
  const link = (await mail.latest(creds.email, { subject: /Verify your email/ })).link(
    '/api/verify-email',
  );
  await api.get(link, { maxRedirects: 0 });
  const intent = await post(api, '/api/stripe/create-payment-intent', { eventId });
  await post(api, '/api/stripe/simulated/confirm', {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    cardNumber: TEST_CARDS.SUCCEEDS,
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
  });
  await post(api, '/api/reservations', { eventId, paymentIntentId: intent.paymentIntentId });
  return api;
}

test('a guest on the waitlist of a full dinner gets the freed seat by email, claims and pays', async ({
  page,
  api,
  mail,
  axe,
  baseURL,
}) => {
  test.slow();
  const price = 3000;
  const event = await hostEvent(baseURL!, {
    title: uniqueTitle('Waitlist supper'),
    hoursAhead: 24 * 9,
    price,
    capacity: 1,
  });
  const seated = await seatedGuest(baseURL!, mail, event.id);
  try {
    const guest = await verifiedGuest(page, api, mail);
    await page.goto(`/event/${event.id}`);
    const reservation = page.getByRole('complementary', { name: 'Reservation' });
    await reservation.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(reservation.getByText("You're #1 on the waitlist.")).toBeVisible();
    await expect(reservation.getByRole('button', { name: 'Leave Waitlist' })).toBeVisible();
    await axe.expectNoViolations();
    await mail.latest(guest.email, { subject: "You're on the waitlist" });
    // the profile lists the waitlist under the upcoming dinners
    await page.goto('/profile');
    const waitlists = page.getByRole('region', { name: 'Waitlists' });
    await expect(waitlists.getByRole('link', { name: event.title })).toBeVisible();
    await expect(waitlists.getByText("You're #1 on the waitlist")).toBeVisible();
    await axe.expectNoViolations();

    // the seated guest cancels: the seat is held for the first in line, who is emailed
    const [mine] = await (await seated.get('/api/reservations')).json();
    const cancelled = await seated.delete(`/api/reservations/${mine.id}`, {
      headers: { 'X-CSRF-Token': await csrfToken(seated) },
    });
    expect(cancelled.ok()).toBe(true);
    const offer = await mail.latest(guest.email, { subject: 'A seat is yours to claim' });
    await page.goto(offer.link(`/events/${event.id}`));

    // the deadline in the dinner's own zone, labelled (#32.16)
    await expect(
      reservation.getByText(
        /A seat is held for you until \w+ \d+, \d{4} at \d{1,2}:\d{2} [AP]M P[SD]T/,
      ),
    ).toBeVisible();
    await axe.expectNoViolations();
    const guidelines = await openReservation(page, reservation, /^Claim Your Seat - /);
    await guidelines.getByRole('button', { name: 'Accept' }).click();
    await answerQuestions(page);
    const dialog = page.getByRole('dialog', { name: 'Complete Your Reservation' });
    await fillCard(dialog, '4242 4242 4242 4242');
    await dialog.getByRole('button', { name: `Pay ${formatDollars(totalWithFee(price))}` }).click();
    await expect(toast(page, 'Success')).toContainText('Your reservation has been confirmed!');
    await expect(page).toHaveURL(/\/profile$/);
    // claimed: the offer leaves the profile's waitlists
    await expect(page.getByRole('region', { name: 'Waitlists' })).toHaveCount(0);
    const reservations = await (await page.request.get('/api/reservations')).json();
    expect(reservations).toMatchObject([{ eventId: event.id, status: true }]);
  } finally {
    await seated.dispose();
  }
});
