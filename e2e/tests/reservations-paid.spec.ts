import type { Page } from '@playwright/test';
import { feeFor, formatDollars, type Reservation, totalWithFee } from '@storytable/domain';
import {
  csrfToken,
  DEMO_USERS,
  eventById,
  expect,
  expectHostPayouts,
  hostApi,
  post,
  skipWelcomeModal,
  test,
  toast,
  uniqueTitle,
  verifiedGuest,
} from '../fixtures/index.ts';
import { eventIdByTitle, publishPaidDinner } from '../support/event-steps.ts';
import {
  acceptGuidelinesByKeyboard,
  fillCard,
  guestAtNewDinner,
  openPayment,
} from '../support/reservation-steps.ts';

// Paid dinners with the simulated gateway's test cards: the card dialog with price, fee and
// total, success and decline, cancellation with refund, the 48-hour rule, and a host who
// connects payouts before publishing. Events are made by the demo host for each test.

const DECLINED = 'Your card was declined. Please try a different payment method.';
const TOO_LATE =
  /^Reservations cannot be cancelled less than 48 hours before event start time\. Your event starts in \d+ hours\.$/;

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

async function myReservations(page: Page): Promise<Reservation[]> {
  return (await (await page.request.get('/api/reservations')).json()) as Reservation[];
}

test('a guest pays with 4242 4242 4242 4242 and gets the seat and the email', async ({
  page,
  api,
  mail,
  axe,
  baseURL,
}) => {
  // several axe passes and an email round trip
  test.slow();
  const price = 4500;
  const { event, guest } = await guestAtNewDinner(
    { page, api, mail, baseURL },
    {
      title: uniqueTitle('Paid supper'),
      hoursAhead: 24 * 9,
      price,
    },
  );
  const intent = page.waitForResponse('**/api/stripe/create-payment-intent');
  const dialog = await openPayment(page);
  expect((await intent).status()).toBe(200);

  // price, fee (total minus price) and total
  await expect(dialog.getByText('Price per person')).toBeVisible();
  await expect(dialog).toContainText(formatDollars(price));
  await expect(dialog).toContainText(formatDollars(feeFor(price)));
  await expect(dialog).toContainText(formatDollars(totalWithFee(price)));
  await expect(dialog.getByText(/4242 4242 4242 4242/)).toBeVisible();
  await expect(dialog.getByLabel('Card number')).toHaveAttribute('autocomplete', 'cc-number');
  await expect(dialog.getByLabel('Expiry (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
  await expect(dialog.getByLabel('CVC')).toHaveAttribute('inputmode', 'numeric');
  await axe.expectNoViolations({ include: ['[role="dialog"]'] });
  await page.setViewportSize({ width: 375, height: 812 });
  await axe.expectNoViolations({ include: ['[role="dialog"]'] });
  await page.setViewportSize({ width: 1280, height: 800 });

  // an empty card is refused field by field before anything is sent, the first field focused
  await dialog.getByRole('button', { name: `Pay ${formatDollars(totalWithFee(price))}` }).click();
  await expect(dialog.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Card number')).toBeFocused();
  await expect(dialog.getByText('Enter your card number.')).toBeVisible();
  await expect(dialog.getByText("Enter your card's expiry date.")).toBeVisible();
  await expect(dialog.getByText("Enter your card's security code (CVC).")).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  // a past expiry is said as such, on its field alone
  await fillCard(dialog, '4242424242424242');
  await dialog.getByLabel('Expiry (MM/YY)').fill('01/20');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(dialog.getByLabel('Expiry (MM/YY)')).toBeFocused();
  await expect(dialog.getByLabel('Expiry (MM/YY)')).toHaveAccessibleDescription(
    "Your card's expiry date is in the past.",
  );
  await expect(dialog.getByLabel('Card number')).not.toHaveAttribute('aria-invalid');

  await fillCard(dialog, '4242424242424242');
  await expect(dialog.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  const sent = Date.now();
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(toast(page, 'Success')).toContainText('Your reservation has been confirmed!');
  await expect(page).toHaveURL(/\/profile$/);

  const mine = await myReservations(page);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({
    eventId: event.id,
    status: true,
    amountPaid: totalWithFee(price),
  });
  expect(mine[0]!.paymentIntentId).toMatch(/^pi_/);
  expect((await eventById(page.request, event.id)).availableSpots).toBe(event.capacity - 1);
  await mail.latest(guest.email, { subject: 'Your reservation is confirmed', since: sent });

  await page.goto(`/event/${event.id}`);
  await expect(page.getByRole('button', { name: 'Already Reserved' })).toBeDisabled();
});

test('a keyboard user pays: card number first, one Escape, then the confirmation focused', async ({
  page,
  api,
  mail,
  axe,
  baseURL,
}) => {
  const { event } = await guestAtNewDinner(
    { page, api, mail, baseURL },
    {
      title: uniqueTitle('Keyboard supper'),
      hoursAhead: 24 * 9,
      price: 4000,
    },
  );
  const reserve = page
    .getByRole('complementary', { name: 'Reservation' })
    .getByRole('button', { name: /^Reserve Spot - / });
  await reserve.focus();
  await page.keyboard.press('Enter');
  await acceptGuidelinesByKeyboard(page);

  // the dialog opens on the card number, not its Close button
  const dialog = page.getByRole('dialog', { name: 'Complete Your Reservation' });
  const number = dialog.getByLabel('Card number');
  await expect(number).toBeFocused();
  // one Escape closes it, and focus is back on the button that opened it
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(reserve).toBeFocused();

  await page.keyboard.press('Enter');
  await acceptGuidelinesByKeyboard(page);
  await expect(number).toBeFocused();
  // Enter on the empty form: every field says what it needs, the first keeps focus
  await page.keyboard.press('Enter');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('CVC')).toHaveAccessibleDescription(
    "Enter your card's security code (CVC).",
  );
  await expect(number).toBeFocused();
  await axe.expectNoViolations({ include: ['[role="dialog"]'] });
  await page.setViewportSize({ width: 390, height: 844 });
  await axe.expectNoViolations({ include: ['[role="dialog"]'] });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.keyboard.type('4242424242424242');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Expiry (MM/YY)')).toBeFocused();
  await page.keyboard.type('1234');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');

  // the reservation page of the guest: the seat is confirmed, announced and focused
  await expect(page).toHaveURL(/\/profile$/);
  const confirmed = page.getByRole('status').filter({ hasText: 'Reservation confirmed' });
  await expect(confirmed).toContainText(`Your seat at ${event.title} is saved.`);
  await expect(confirmed).toBeFocused();
  await expect(confirmed.getByRole('link', { name: 'View reservation' })).toBeVisible();
});

test('a declined card shows the spec message and reserves nothing', async ({
  page,
  api,
  mail,
  baseURL,
}) => {
  const { event } = await guestAtNewDinner(
    { page, api, mail, baseURL },
    {
      title: uniqueTitle('Declined'),
      hoursAhead: 24 * 9,
      price: 3000,
    },
  );
  const dialog = await openPayment(page);

  await fillCard(dialog, '4000 0000 0000 0002');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  // said once: under the form, not again in a toast
  await expect(dialog.getByRole('alert')).toHaveText(`Payment failed${DECLINED}`);
  await expect(page.getByText(DECLINED, { exact: false })).toHaveCount(1);
  await expect(toast(page, 'Payment failed')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
  expect(await myReservations(page)).toEqual([]);
  expect((await eventById(page.request, event.id)).availableSpots).toBe(event.capacity);

  // closing gives up; nothing was reserved, Reserve is offered again
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Reserve Spot/ })).toBeEnabled();
});

test('cancelling a paid seat more than 48 hours ahead refunds it and frees the seat', async ({
  page,
  api,
  mail,
  axe,
  baseURL,
}) => {
  const { event } = await guestAtNewDinner(
    { page, api, mail, baseURL },
    {
      title: uniqueTitle('Refund me'),
      hoursAhead: 24 * 6,
      price: 6000,
    },
  );
  const dialog = await openPayment(page);
  await fillCard(dialog, '4242 4242 4242 4242');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect((await eventById(page.request, event.id)).availableSpots).toBe(event.capacity - 1);

  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: event.title, exact: true }) });
  await item.getByRole('button', { name: `Cancel reservation for ${event.title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel Reservation' });
  await expect(confirm).toContainText(
    `You will get ${formatDollars(totalWithFee(6000))} back on the card you paid with.`,
  );
  await confirm.getByRole('button', { name: 'Cancel Reservation' }).click();
  await expect(toast(page, 'Reservation cancelled')).toContainText(
    'Your reservation has been cancelled and your payment will be refunded.',
  );
  expect(await myReservations(page)).toEqual([]);
  expect((await eventById(page.request, event.id)).availableSpots).toBe(event.capacity);
  // the refund went to the payment provider
  const all = (await (
    await page.request.get('/api/reservations?all=true')
  ).json()) as Reservation[];
  const cancelled = all.find((r) => r.eventId === event.id);
  expect(cancelled?.cancelledAt).toBeTruthy();
  expect(['pending', 'succeeded']).toContain(cancelled?.refundStatus);

  // and the guest keeps it in a history under the upcoming dinners
  const history = page.getByRole('group').filter({ hasText: 'Cancelled reservations (1)' });
  await history.getByText('Cancelled reservations (1)').click();
  await expect(history.getByRole('heading', { name: event.title })).toBeVisible();
  await expect(history).toContainText(
    new RegExp(
      `(Refund of )?\\${formatDollars(totalWithFee(6000)).slice(1)}( refunded| in progress)`,
    ),
  );
  await axe.expectNoViolations();
});

test('a seat within 48 hours of the dinner cannot be cancelled', async ({
  page,
  api,
  mail,
  baseURL,
}) => {
  const { event } = await guestAtNewDinner(
    { page, api, mail, baseURL },
    {
      title: uniqueTitle('Too late'),
      hoursAhead: 30,
      price: 2500,
    },
  );
  const dialog = await openPayment(page);
  await fillCard(dialog, '4242424242424242');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/profile$/);

  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: event.title, exact: true }) });
  const cancel = item.getByRole('button', { name: `Cancel reservation for ${event.title}` });
  await expect(cancel).toBeDisabled();
  await expect(item.getByText(TOO_LATE)).toBeVisible();

  // the server refuses too, with the hours left, and keeps seat and payment
  const [mine] = await myReservations(page);
  const res = await page.request.delete(`/api/reservations/${mine!.id}`, {
    headers: { 'X-CSRF-Token': await csrfToken(page.request) },
  });
  expect(res.status()).toBeGreaterThanOrEqual(400);
  expect(((await res.json()) as { message: string }).message).toMatch(TOO_LATE);
  expect(await myReservations(page)).toHaveLength(1);
  expect((await eventById(page.request, event.id)).availableSpots).toBe(event.capacity - 1);
});

test('a host connects payouts through the hosted onboarding, then publishes a paid dinner', async ({
  page,
  api,
  mail,
  baseURL,
}) => {
  // several axe passes and an email round trip
  test.slow();
  // The onboarding link 'Setup Stripe Account' asks for, then the hosted page in the browser.
  // (The demo seed's only host login already holds an account, which the link reuses; a host
  // without payouts needs a seed host or admin approval, which the journeys do not have yet.)
  const host = await hostApi(baseURL!);
  await expectHostPayouts(host);
  await host.dispose();
  await api.login(page, DEMO_USERS.host);
  const { url } = (await post(page.request, '/api/stripe/create-connect-account')) as {
    url: string;
  };
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete setup' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=host$/);
  await expect(toast(page, 'Payout setup complete')).toBeVisible();
  await expect(page.getByText('Your payout account is active', { exact: true })).toBeVisible();

  // then the host creates a paid event
  const title = uniqueTitle('Payouts ready');
  await page.getByRole('link', { name: 'Create Event' }).last().click();
  await expect(page).toHaveURL(/\/create$/);
  await publishPaidDinner(page, { title, restaurant: 'The Payout Kitchen', dollars: 40 });

  // and a guest can pay for it: the intent goes to the host's connected account
  const eventId = await eventIdByTitle(page, title);
  await api.logout(page);
  // only a guest with a verified address may pay
  await verifiedGuest(page, api, mail);
  const intent = await post(page.request, '/api/stripe/create-payment-intent', {
    eventId,
    amount: totalWithFee(4000),
  });
  expect(intent).toMatchObject({ amount: totalWithFee(4000), price: 4000, fee: feeFor(4000) });
  expect(intent.clientSecret).toMatch(/^pi_.+_secret_/);
});
