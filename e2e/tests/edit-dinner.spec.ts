import { EVENT_EDIT_MESSAGES, formatDollars, totalWithFee } from '@storytable/domain';
import {
  DEMO_USERS,
  expect,
  skipWelcomeModal,
  test,
  toast,
  uniqueTitle,
} from '../fixtures/index.ts';
import { fillCard, guestAtNewDinner, openPayment } from '../support/reservation-steps.ts';

// Editing a published dinner (issue 29, item 4; decision 059): the host moves a Strict dinner's
// time; its booked guest is emailed what changed and, inside the 48-hour window that opens, may
// cancel with a full refund the Strict policy would otherwise refuse.

const PRICE = 5000;

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('a host moves a dinner’s time; the booked guest is told and cancels with a full refund', async ({
  page,
  api,
  mail,
  axe,
  baseURL,
}) => {
  test.slow(); // a verification round trip, a card payment, three sign-ins and two emails
  const title = uniqueTitle('Moved supper');
  const { event, guest } = await guestAtNewDinner(
    { page, api, mail, baseURL },
    { title, hoursAhead: 24 * 6, price: PRICE, refundPolicy: 'strict' },
  );
  const payment = await openPayment(page);
  await fillCard(payment, '4242 4242 4242 4242');
  await payment.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // the host opens 'Edit dinner' from their dinner and moves its time
  await api.logout(page);
  await api.login(page, DEMO_USERS.host);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Your Events' }).click();
  await page.getByRole('link', { name: `Edit dinner ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit dinner', level: 1 })).toBeVisible();
  const time = page.getByLabel('Time', { exact: true });
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByText(`1 of ${event.capacity} seats is taken`)).toBeVisible();
  const newTime = (await time.inputValue()) === '21:00' ? '21:30' : '21:00';
  await time.selectOption(newTime);
  const form = page.locator('form');
  await expect(form.getByRole('status')).toHaveText(EVENT_EDIT_MESSAGES.materialWarning);
  await axe.expectNoViolations();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('status')).toHaveText(EVENT_EDIT_MESSAGES.saved);
  await expect(time).toHaveValue(newTime);

  // the guest is emailed what changed, old → new, with a link to their reservation
  const email = await mail.latest(guest.email, { subject: `Your dinner has changed: ${title}` });
  expect(email.text).toMatch(/When: .+ → .+ at 9:(00|30) PM/);
  expect(email.text).toContain('with a full refund');

  // and cancels inside the window: the Strict policy would refund nothing
  await api.logout(page);
  await api.login(page, guest);
  await page.goto('/profile');
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await item.getByRole('button', { name: `Cancel reservation for ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel Reservation' });
  await expect(confirm).toContainText(
    `You will get ${formatDollars(totalWithFee(PRICE))} back on the card you paid with.`,
  );
  await confirm.getByRole('button', { name: 'Cancel Reservation' }).click();
  await expect(toast(page, 'Reservation cancelled')).toContainText(
    'Your reservation has been cancelled and your payment will be refunded.',
  );
});
