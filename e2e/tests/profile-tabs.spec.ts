import type { Page } from '@playwright/test';
import { type CurrentUser, type Event, type Follow, profileRatingText } from '@storytable/domain';
import {
  DEMO_USERS,
  expect,
  hostApi,
  hostEvent,
  post,
  skipWelcomeModal,
  test,
  toast,
  uniqueTitle,
  verifiedGuest,
} from '../fixtures/index.ts';

// The profile's tabs with real reservations, events and follows. Guests are fresh users whose
// address is verified through the emailed link; events are made by the demo host for each test.

const TOO_LATE =
  /^Reservations cannot be cancelled less than 48 hours before event start time\. Your event starts in \d+ hours\.$/;

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

/** A free dinner by the demo host starting `hoursAhead` hours from now. */
const hostFreeEvent = (baseURL: string, title: string, hoursAhead: number) =>
  hostEvent(baseURL, {
    title,
    hoursAhead,
    price: 0,
    capacity: 8,
    restaurantName: 'Tower Bridge Trattoria',
    tags: ['Leadership'],
  });

function itemOf(page: Page, title: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

test('a guest sees their upcoming dinner and cancels it', async ({
  page,
  api,
  mail,
  axe,
  baseURL,
}) => {
  const title = uniqueTitle('Cancel me');
  const event = await hostFreeEvent(baseURL!, title, 24 * 10);
  await verifiedGuest(page, api, mail);
  await post(page.request, '/api/reservations', { eventId: event.id });

  await page.goto('/profile');
  const tabs = page.getByRole('tablist', { name: 'Your profile' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Upcoming Events',
    'Attended Events',
    'Following',
  ]);
  await expect(tabs.getByRole('tab', { name: 'Upcoming Events' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const item = itemOf(page, title);
  await expect(item.getByText('Confirmed')).toBeVisible();
  await expect(item.getByText('Tower Bridge Trattoria, Downtown, Sacramento, CA')).toBeVisible();
  await axe.expectNoViolations();

  await item.getByRole('button', { name: `Cancel reservation for ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Reservation' });
  await expect(dialog).toContainText(title);
  await axe.expectNoViolations({ include: ['[role="dialog"]'] });
  await dialog.getByRole('button', { name: 'Cancel Reservation' }).click();

  const cancelled = toast(page, 'Reservation cancelled');
  await expect(cancelled).toContainText('Your reservation has been cancelled.');
  await expect(dialog).toBeHidden();
  await expect(itemOf(page, title)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No upcoming dinners' })).toBeVisible();
  const mine = (await (await page.request.get('/api/reservations')).json()) as unknown[];
  expect(mine).toEqual([]);
});

test('cancelling under 48 hours is refused with the spec message', async ({
  page,
  api,
  mail,
  baseURL,
}) => {
  const title = uniqueTitle('Too late');
  const event = await hostFreeEvent(baseURL!, title, 30);
  await verifiedGuest(page, api, mail);
  await post(page.request, '/api/reservations', { eventId: event.id });

  await page.goto('/profile');
  const item = itemOf(page, title);
  const cancel = item.getByRole('button', { name: `Cancel reservation for ${title}` });
  await expect(cancel).toBeDisabled();
  await expect(item.getByText(TOO_LATE)).toBeVisible();
  await expect(cancel).toHaveAccessibleDescription(TOO_LATE);
});

test('the host sees their tabs and Your Events, and the page passes axe', async ({
  page,
  api,
  axe,
}) => {
  await api.login(page, DEMO_USERS.host);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Hannah Reyes' })).toBeVisible();
  // her rating as her cards say it (the demo gives her reviews; never '5.0 · 0 reviews')
  const me = (await (await page.request.get('/api/user')).json()) as CurrentUser;
  expect(me.reviewCount).toBeGreaterThan(0);
  await expect(
    page.getByRole('paragraph').filter({ hasText: `Host rating: ${profileRatingText(me)}` }),
  ).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Your profile' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Upcoming Events',
    'Your Events',
    'Attended Events',
    'Following',
  ]);
  // keyboard: arrow keys move between tabs and select them
  await tabs.getByRole('tab', { name: 'Upcoming Events' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Your Events' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel', { name: 'Your Events' })).toContainText('Active');
  await axe.expectNoViolations();
  await page.setViewportSize({ width: 375, height: 812 });
  await axe.expectNoViolations();
});

test('the host cancels an upcoming event from Your Events', async ({ page, api, baseURL }) => {
  const title = uniqueTitle('Host cancels');
  await hostFreeEvent(baseURL!, title, 24 * 12);
  await api.login(page, DEMO_USERS.host);

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Your Events' }).click();
  const item = itemOf(page, title);
  await expect(item.getByText('Active', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: `Cancel event ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Event' });
  // nobody booked: the dialog and the toast say what happens, with no refund talk (#32.19)
  await expect(dialog).toContainText('No guest has reserved a seat');
  await expect(dialog).not.toContainText('refund');
  await dialog.getByRole('button', { name: 'Cancel Event' }).click();
  const told = toast(page, 'Event cancelled');
  await expect(told).toContainText(`${title} is cancelled and off the listings.`);
  await expect(told).toContainText('No guest had reserved a seat');
  await expect(told).not.toContainText('refund');
  await expect(item.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(item.getByText('Inactive', { exact: true })).toHaveCount(0);
  await expect(item.getByRole('button', { name: `Cancel event ${title}` })).toHaveCount(0);
  // cancelled, it moves from the upcoming list to the past and cancelled one
  await expect(
    page.getByRole('region', { name: 'Past and cancelled' }).getByText(title),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Upcoming' }).getByText(title)).toHaveCount(0);
});

test('Following lists followed hosts, links to them and unfollows', async ({ page, api, mail }) => {
  await verifiedGuest(page, api, mail);
  const hostUser = await page.request
    .get('/api/events?search=true')
    .then(async (r) => ((await r.json()) as { events: Event[] }).events[0]!.host);
  await post(page.request, `/api/follows/${hostUser.id}`);

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Following' }).click();
  const link = page.getByRole('link', { name: hostUser.name, exact: true });
  await expect(link).toHaveAttribute('href', `/profile/${hostUser.id}`);
  await page.getByRole('button', { name: `Unfollow ${hostUser.name}` }).click();
  await expect(page.getByRole('heading', { name: "You're not following any hosts" })).toBeVisible();
  const follows = (await (await page.request.get('/api/follows')).json()) as Follow[];
  expect(follows).toEqual([]);
});

test("another user's profile shows public information only", async ({
  page,
  api,
  mail,
  baseURL,
}) => {
  const hostContext = await hostApi(baseURL!);
  const host = (await (await hostContext.get('/api/user')).json()) as { id: number };
  await hostContext.dispose();

  // a visitor
  await page.goto(`/profile/${host.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hannah Reyes' })).toBeVisible();
  // (her upcoming tables below carry the badge too)
  await expect(page.getByRole('list', { name: 'Badges' }).getByText('Verified Host')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByText('hannah@example.com')).toHaveCount(0);
  // following asks a visitor to log in first (decision 033)
  await expect(page.getByRole('button', { name: /^(Follow|Unfollow) / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log in to follow' })).toBeVisible();

  // a signed-in guest may follow; still no owner controls
  await verifiedGuest(page, api, mail);
  await page.goto(`/profile/${host.id}`);
  await page.getByRole('button', { name: 'Follow Hannah Reyes' }).click();
  await expect(page.getByRole('button', { name: 'Unfollow Hannah Reyes' })).toBeEnabled();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Settings', exact: true }),
  ).toHaveCount(0);
});

test('a missing user shows User Not Found', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  consoleErrors.allow(/status of 400/);
  await page.goto('/profile/999999');
  await expect(page.getByRole('heading', { name: 'User Not Found' })).toBeVisible();
  await page.goto('/profile/not-a-number');
  await expect(page.getByRole('heading', { name: 'User Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('User Not Found | Storytable');
});
