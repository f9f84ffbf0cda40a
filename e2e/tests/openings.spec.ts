import { OPENING_MESSAGES, OPENING_NOTIFY_MESSAGES, TEST_NOW_HEADER } from '@storytable/domain';
import {
  DEMO_USERS,
  expect,
  hostEvent,
  skipWelcomeModal,
  test,
  toast,
  verifiedGuest,
} from '../fixtures/index.ts';
import { reserveFree } from '../support/reservation-steps.ts';

// Openings (issue 30 item 1, decision 071): a guest asks to be told of a dinner's opening, the
// page counts down and shows the booking at the opening, the opening's email arrives, and after
// the first minute (the server's clock moved for this journey only, decision 069) the guest books.
// Then the host's edit form says the opening can no longer change (decision 075).

/** The dinner opens this long after the journey makes it: the real opening job announces it. */
const OPENS_IN_MS = 40_000;

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('a guest asks to be notified, hears of the opening and books after the first minute', async ({
  page,
  context,
  api,
  mail,
  axe,
  baseURL,
}) => {
  test.slow(); // an account, a real wait for the opening and its email on a loaded machine
  const guest = await verifiedGuest(page, api, mail);
  const title = `Zo${Date.now().toString(36)} Openings at Supper`;
  const opensAt = new Date(Date.now() + OPENS_IN_MS);
  const event = await hostEvent(baseURL!, {
    title,
    hoursAhead: 24 * 10,
    price: 0,
    opensAt: opensAt.toISOString(),
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/event/${event.id}`);

  const reservation = page.getByRole('complementary', { name: 'Reservation' });
  await expect(reservation.getByText(/^Opens for booking .+ (PST|PDT)$/)).toBeVisible();
  await expect(reservation.getByTestId('opening-countdown')).toHaveText(/^Opens in 0:\d\d$/);
  await expect(reservation.getByRole('button', { name: /^Reserve Spot/ })).toHaveCount(0);
  await axe.expectNoViolations();

  // Notify me, by keyboard, on a phone
  await page.setViewportSize({ width: 390, height: 844 });
  const notify = reservation.getByRole('button', { name: 'Notify me' });
  await expect(notify).toBeEnabled();
  await notify.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, OPENING_NOTIFY_MESSAGES.asked)).toBeVisible();
  await expect(reservation.getByRole('button', { name: 'Stop notifying me' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await axe.expectNoViolations();

  // the opening: the countdown ends and the booking shows; the email follows from the job
  const reserve = reservation.getByRole('button', { name: /^Reserve Spot - / });
  await expect(reserve).toBeVisible({ timeout: OPENS_IN_MS + 15_000 });
  const email = await mail.latest(guest.email, {
    subject: `${title} is open for booking`,
    timeout: 30_000,
  });
  expect(email.text).toContain(`/event/${event.id}`);

  // after the first minute, first come, first served as before
  const afterDraw = new Date(opensAt.getTime() + 61_000);
  await context.setExtraHTTPHeaders({ [TEST_NOW_HEADER]: afterDraw.toISOString() });
  // the page reads the phase from the device's clock too: it must not offer the draw
  await page.clock.install({ time: afterDraw });
  await page.reload();
  await reserveFree(page, reservation);
  await expect(toast(page, 'Success')).toBeVisible();

  // the host's edit form: the minute is over, so the opening stays and the form says why. The
  // guest's page leaves first: left open, it fetched on and met the switched session with a 401
  await page.goto('about:blank');
  await api.login(page, DEMO_USERS.host);
  await page.goto(`/event/${event.id}/edit`);
  await expect(page.getByText(OPENING_MESSAGES.opened)).toBeVisible();
  await expect(page.getByLabel('Opening date')).toHaveCount(0);
  await axe.expectNoViolations();
});
