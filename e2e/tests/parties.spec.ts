import { formatDollars, priceOfSeats } from '@storytable/domain';
import { expect, skipWelcomeModal, test, toast, uniqueTitle } from '../fixtures/index.ts';
import {
  fillCard,
  guestAtNewDinner,
  openReservation,
  QUESTIONS,
} from '../support/reservation-steps.ts';

// Parties (issue 28 item 1, decision 063): a guest books two seats, for themselves and a
// companion with dietary needs, sees the fee on the party's total before the card form, pays
// with 4242 4242 4242 4242 and finds both seats on the reservation page.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('a guest books two seats with a companion’s needs and pays the party’s total', async ({
  page,
  api,
  mail,
  axe,
  baseURL,
}) => {
  test.slow(); // a payment, two viewports and three axe runs on a loaded machine
  const price = 4000;
  const party = priceOfSeats(price, 2);
  const { event } = await guestAtNewDinner(
    { page, api, mail, baseURL },
    { title: uniqueTitle('Party supper'), hoursAhead: 24 * 9, price, maxSeatsPerBooking: 3 },
  );
  const guidelines = await openReservation(
    page,
    page.getByRole('complementary', { name: 'Reservation' }),
  );
  await guidelines.getByRole('button', { name: 'Accept' }).click();

  const questions = page.getByRole('dialog', { name: QUESTIONS });
  const seats = questions.getByRole('combobox', { name: 'How many seats?' });
  await expect(seats).toBeFocused();
  await seats.selectOption({ label: '2 seats' });
  const companion = questions.getByRole('group', { name: 'Guest 2' });
  // a companion needs a first name: Continue says so on the field, and focus goes there
  await questions.getByRole('button', { name: 'Continue' }).click();
  const name = companion.getByLabel(/First name/);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await name.fill('Rui');
  await companion.getByRole('checkbox', { name: 'Vegan' }).click();
  await companion.getByLabel(/Anything else for their plate/).fill('No honey, please.');
  // the party's total with the fee, before any card form
  const total = questions.getByTestId('party-total');
  await expect(total).toContainText(
    `2 × ${formatDollars(price)} + ${formatDollars(party.fee)} fee`,
  );
  await expect(total).toContainText(`Total ${formatDollars(party.total)}`);
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await axe.expectNoViolations({ include: ['[role="dialog"]'] });
  await page.setViewportSize({ width: 390, height: 844 });
  await axe.expectNoViolations({ include: ['[role="dialog"]'] });
  await page.setViewportSize({ width: 1280, height: 800 });
  await questions.getByRole('button', { name: 'Continue' }).click();

  const dialog = page.getByRole('dialog', { name: 'Complete Your Reservation' });
  await expect(dialog.getByLabel('Card number')).toBeVisible();
  await expect(dialog).toContainText(formatDollars(party.total));
  await fillCard(dialog, '4242424242424242');
  await dialog.getByRole('button', { name: `Pay ${formatDollars(party.total)}` }).click();
  await expect(toast(page, 'Success')).toContainText('Your reservation has been confirmed!');

  const mine = (await (await page.request.get('/api/reservations')).json()) as {
    id: number;
    eventId: number;
    seats: number;
    amountPaid: number;
  }[];
  const made = mine.find((r) => r.eventId === event.id);
  expect(made).toMatchObject({ seats: 2, amountPaid: party.total });
  await page.goto(`/reservations/${made!.id}`);
  await expect(page.getByText('2 seats, one ticket')).toBeVisible();
  const partySeats = page.getByTestId('party-seat');
  await expect(partySeats).toHaveCount(2);
  await expect(partySeats.nth(1)).toContainText('Seat 2: Rui');
  await expect(partySeats.nth(1)).toContainText('Vegan (No honey, please.)');
  await axe.expectNoViolations();
});
