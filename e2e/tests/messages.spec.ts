import type { CurrentUser, Reservation } from '@storytable/domain';
import {
  DEMO_USERS,
  expect,
  skipWelcomeModal,
  test,
  toast,
  uniqueTitle,
} from '../fixtures/index.ts';
import { guestAtNewDinner, reserveFree } from '../support/reservation-steps.ts';

// Messages to guests (issue 29, item 3; decision 056): the host writes to the table from the
// guest list, a booked guest reads it on their reservation and replies, the host reads the reply.
// Neither sees the other's address; a message that looks like HTML stays text everywhere.

const BODY = 'Parking moved to the back lot <img src=x onerror="window.hacked=1">';

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('a host messages the table, a booked guest reads it on their reservation and replies', async ({
  page,
  api,
  mail,
  axe,
  baseURL,
}) => {
  test.slow(); // a verification round trip, three sign-ins and three emails
  const title = uniqueTitle('Message supper');
  const { event, guest } = await guestAtNewDinner(
    { page, api, mail, baseURL },
    { title, hoursAhead: 24 * 8, price: 0 },
  );
  await reserveFree(page, page.getByRole('complementary', { name: 'Reservation' }));
  await expect(toast(page, 'Success')).toContainText('Your reservation has been confirmed!');
  const mine = (await (await page.request.get('/api/reservations')).json()) as Reservation[];
  const reservation = mine.find((r) => r.eventId === event.id);
  expect(reservation).toBeTruthy();

  // the host writes from the guest list
  await api.logout(page);
  await api.login(page, DEMO_USERS.host);
  const host = (await (await page.request.get('/api/user')).json()) as CurrentUser;
  await page.goto(`/event/${event.id}/guests`);
  const messages = page.getByRole('region', { name: 'Messages', exact: true });
  const box = messages.getByLabel('Message to your guests');
  await box.fill(BODY);
  await expect(
    messages.getByText(`${(2000 - BODY.length).toLocaleString('en-US')} of 2,000 characters left`),
  ).toBeVisible();
  await messages.getByRole('button', { name: 'Send message' }).click();
  await expect(messages.getByRole('status')).toHaveText('Message sent to 1 guest.');
  await expect(box).toHaveValue('');
  const sent = messages.getByRole('list', { name: 'Sent messages' });
  await expect(sent.getByText(BODY)).toBeVisible();
  await expect(sent.getByText('Sent to 1 guest')).toBeVisible();
  await expect(messages.getByText('4 messages left today')).toBeVisible();
  await axe.expectNoViolations();

  // the guest's email links to their reservation, where the message reads as text
  const email = await mail.latest(guest.email, { subject: `Message from your host: ${title}` });
  expect(email.text).toContain(BODY);
  expect(email.text).not.toContain(host.email);
  const link = email.link(`/reservations/${reservation!.id}`);
  await api.logout(page);
  await api.login(page, guest);
  await page.goto(new URL(link).pathname);
  const thread = page.getByRole('region', { name: 'Messages', exact: true });
  await expect(thread.getByRole('listitem').filter({ hasText: BODY })).toBeVisible();
  await expect(thread.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  await axe.expectNoViolations();

  // the guest replies by keyboard
  await thread.getByLabel(/^Reply to /).fill('Thanks! Is there step-free access?');
  await page.keyboard.press('Tab');
  await expect(thread.getByRole('button', { name: 'Send reply' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(thread.getByRole('status')).toHaveText('Reply sent to your host.');
  await expect(
    thread.getByRole('list', { name: 'Your replies' }).getByText('Is there step-free access?', {
      exact: false,
    }),
  ).toBeVisible();

  // the host is told by email, and reads the reply beside the guest list
  const notice = await mail.latest(host.email, { subject: `Reply from ${guest.name}: ${title}` });
  expect(notice.text).not.toContain(guest.email);
  await api.logout(page);
  await api.login(page, DEMO_USERS.host);
  await page.goto(new URL(notice.link(`/event/${event.id}/guests`)).pathname);
  const replies = page.getByRole('list', { name: 'Replies from guests' });
  await expect(replies.getByText('Thanks! Is there step-free access?')).toBeVisible();
  await expect(replies.getByText(guest.name)).toBeVisible();
  await expect(page.getByRole('main').getByText(guest.email)).toHaveCount(0);
});
