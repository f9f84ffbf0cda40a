import {
  expect,
  payoutHost,
  publishEvent,
  skipWelcomeModal,
  test,
  toast,
  uniqueTitle,
  verifiedGuest,
} from '../fixtures/index.ts';
import { reserveFree } from '../support/reservation-steps.ts';

// Notices (decision 054): the host hears of a booking at once by email, and chooses a daily
// digest for bookings on the Settings host tab. A new host, so no other journey's choice mixes in.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test("a guest books and the host's notice arrives; the host then takes bookings in a daily digest", async ({
  page,
  api,
  mail,
  axe,
  baseURL,
}) => {
  // a host application, a guest's verification and two email round trips
  test.slow();
  const { host, api: hostApi } = await payoutHost(baseURL!, mail, {
    name: 'Nora Notices',
    onboarded: true,
  });
  const title = uniqueTitle('Notice supper');
  const event = await publishEvent(hostApi, { title, hoursAhead: 24 * 9, price: 0 });
  await hostApi.dispose();

  const guest = await verifiedGuest(page, api, mail);
  await page.goto(`/event/${event.id}`);
  await reserveFree(page, page.getByRole('complementary', { name: 'Reservation' }));
  await expect(toast(page, 'Success')).toContainText('Your reservation has been confirmed!');

  const notice = await mail.latest(host.email, { subject: `New booking: ${title}` });
  expect(notice.text).toContain(`${guest.name} reserved a seat at ${title}`);
  expect(notice.link(`/event/${event.id}`)).toContain(`/event/${event.id}`);

  await api.logout(page);
  await api.login(page, host);
  await page.goto('/settings?tab=host');
  const notices = page.getByRole('region', { name: 'Notices' });
  const bookings = notices.getByRole('group', { name: 'Bookings' });
  await expect(bookings.getByRole('radio', { name: 'At once' })).toBeChecked();
  await axe.expectNoViolations();

  await bookings.getByRole('radio', { name: 'In a daily digest' }).check();
  await expect(toast(page, 'Notification preferences updated')).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Notices' })
      .getByRole('group', { name: 'Bookings' })
      .getByRole('radio', { name: 'In a daily digest' }),
  ).toBeChecked();
  await expect(
    page
      .getByRole('region', { name: 'Notices' })
      .getByRole('group', { name: 'Reviews' })
      .getByRole('radio', { name: 'At once' }),
  ).toBeChecked();
});
