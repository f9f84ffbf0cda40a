import type { Reservation } from '@storytable/domain';
import { formatDollars, priceOfSeats } from '@storytable/domain';
import { expect, hostEvent, skipWelcomeModal, test, verifiedGuest } from '../fixtures/index.ts';
import { fillCard, openPayment } from '../support/reservation-steps.ts';

// Issue 32 item 11: the price a guest reads from the first card is the price the card form
// charges. One seat of a $35 dinner: '$35.00 + $1.35 fee' on the card and the page, $36.35 on the
// reserve button, in the payment dialog and on the reservation (decision 051).

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('the fee shown from the first card is what the card is charged', async ({
  page,
  api,
  mail,
  axe,
  baseURL,
}) => {
  const price = 3500;
  const seat = priceOfSeats(price);
  expect([seat.fee, seat.total]).toEqual([135, 3635]);
  const word = `Zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const event = await hostEvent(baseURL!, {
    title: `${word} supper of honest prices`,
    hoursAhead: 24 * 9,
    price,
  });
  await verifiedGuest(page, api, mail);

  await page.goto(`/search?q=${word}`);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: event.title }) });
  await expect(card.getByText('$35.00', { exact: true })).toBeVisible();
  await expect(card.getByText('+ $1.35 fee', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: /^View Details/ }).click();

  const box = page.getByRole('complementary', { name: 'Reservation' });
  await expect(box.getByText('$35.00', { exact: true })).toBeVisible();
  await expect(box.getByText('+ $1.35 fee', { exact: true })).toBeVisible();
  await expect(box.getByRole('button', { name: 'Reserve Spot - $36.35' })).toBeEnabled();
  // the fee line is new on the page: it reads as well as the price beside it
  await axe.expectNoViolations();

  const dialog = await openPayment(page);
  const row = (term: string) => dialog.locator('div', { has: page.getByText(term) }).last();
  await expect(row('Price per person')).toContainText('$35.00');
  await expect(row('Processing fee')).toContainText('$1.35');
  await expect(row('Total')).toContainText('$36.35');
  await fillCard(dialog, '4242424242424242');
  await dialog.getByRole('button', { name: `Pay ${formatDollars(seat.total)}` }).click();
  await expect(page).toHaveURL(/\/profile/);

  const mine = (await (await page.request.get('/api/reservations')).json()) as Reservation[];
  expect(mine.map((r) => [r.eventId, r.amountPaid])).toEqual([[event.id, seat.total]]);
  await expect(page.getByText(`Paid ${formatDollars(seat.total)}`)).toBeVisible();
});
