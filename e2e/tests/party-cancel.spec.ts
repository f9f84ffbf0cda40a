import { formatDollars, priceOfSeats, seatShareCents } from '@storytable/domain';
import {
  csrfToken,
  expect,
  skipWelcomeModal,
  test,
  toast,
  uniqueTitle,
} from '../fixtures/index.ts';
import { guestAtNewDinner } from '../support/reservation-steps.ts';

// Party seats (issue 28 item 3, decision 067): a guest with a paid party of two cancels the
// companion's seat, is told the seat's share with its fee before confirming, and then sees a
// party of one.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('a guest cancels a companion’s paid seat and sees the partial refund', async ({
  page,
  api,
  mail,
  axe,
  baseURL,
}) => {
  test.slow(); // a payment, two viewports and three axe runs on a loaded machine
  const price = 4000;
  const { total } = priceOfSeats(price, 2);
  const share = seatShareCents(total, 2);
  const { event } = await guestAtNewDinner(
    { page, api, mail, baseURL },
    { title: uniqueTitle('Companion supper'), hoursAhead: 24 * 9, price, maxSeatsPerBooking: 3 },
  );
  // the party is booked and paid as the booking dialog does it (parties.spec.ts drives that)
  const headers = { 'X-CSRF-Token': await csrfToken(page.request) };
  const intent = (await (
    await page.request.post('/api/stripe/create-payment-intent', {
      headers,
      data: { eventId: event.id, seats: [{}, { name: 'Rui' }] },
    })
  ).json()) as { paymentIntentId: string; clientSecret: string };
  const confirmed = await page.request.post('/api/stripe/simulated/confirm', {
    headers,
    data: {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
      cvc: '123',
    },
  });
  expect(confirmed.ok()).toBe(true);
  const made = await page.request.post('/api/reservations', {
    headers,
    data: { eventId: event.id, paymentIntentId: intent.paymentIntentId },
  });
  const { reservation } = (await made.json()) as { reservation: { id: number } };

  await page.goto(`/reservations/${reservation.id}`);
  const party = page.getByRole('region', { name: 'Your party' });
  await expect(party.getByTestId('party-size')).toHaveText('Party of 2');
  await party.getByRole('button', { name: 'Cancel Rui’s seat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Rui’s seat' });
  await expect(dialog).toContainText(
    `You will get ${formatDollars(share)} back on the card you paid with`,
  );
  await expect(dialog).toContainText('Your reservation keeps 1 seat.');
  await axe.expectNoViolations({ include: ['[role="dialog"]'] });
  await page.setViewportSize({ width: 390, height: 844 });
  await axe.expectNoViolations({ include: ['[role="dialog"]'] });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Cancel Rui’s seat' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Seat cancelled')).toContainText('its share will be refunded');
  await expect(party.getByTestId('party-size')).toHaveText('Party of 1');
  await expect(party.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('2 seats, one ticket')).toHaveCount(0);
  await axe.expectNoViolations();

  const after = (await (await page.request.get(`/api/reservations/${reservation.id}`)).json()) as {
    seats: number;
    paidRemaining: number;
  };
  expect(after).toMatchObject({ seats: 1, paidRemaining: total - share });
});
