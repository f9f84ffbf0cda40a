import {
  type Event,
  type EventsSearchPanelResponse,
  REVIEW_MESSAGES,
  type Reservation,
} from '@storytable/domain';
import {
  csrfToken,
  DEMO_USERS,
  expect,
  hostEvent,
  post,
  skipWelcomeModal,
  test,
  toast,
  uniqueTitle,
  verifiedGuest,
} from '../fixtures/index.ts';

// The 'Write a Review' form of the event page: offered only to who may review, when they may
// (decision 051), the star rating by keyboard, and a guest reviewing a dinner they attended.

// the API answers a refused review with 400, which the browser logs
test.use({ allowedConsoleErrors: [/status of 40[03]/] });

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

const reviewForm = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Write a Review' });

test('the form is offered only to who may review: not before the dinner, not to the host or a stranger', async ({
  page,
  api,
  mail,
  baseURL,
}) => {
  const event = await hostEvent(baseURL!, {
    title: uniqueTitle('Review rules'),
    hoursAhead: 24 * 5,
    price: 0,
  });
  const past = await findPastEvent(page);

  // a visitor: nothing before the dinner; after it, an invitation to log in
  await page.goto(`/event/${event.id}`);
  await expect(page.getByText('No reviews yet')).toBeVisible();
  await expect(reviewForm(page)).toHaveCount(0);
  await page.goto(`/event/${past.id}`);
  await reviewForm(page).getByRole('button', { name: 'Log in to write a review' }).click();
  await expect(page.getByRole('dialog', { name: /Log in|Welcome back/i })).toBeVisible();
  await page.keyboard.press('Escape');

  await api.login(page, DEMO_USERS.host);
  await page.goto(`/event/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expect(reviewForm(page)).toHaveCount(0);
  await api.logout(page);

  // a guest with a seat: no form until the dinner is over (and the API says why)
  await verifiedGuest(page, api, mail);
  await post(page.request, '/api/reservations', { eventId: event.id });
  await page.goto(`/event/${event.id}`);
  await expect(page.getByRole('button', { name: 'Already Reserved' })).toBeVisible();
  await expect(reviewForm(page)).toHaveCount(0);
  const early = await page.request.post(`/api/events/${event.id}/review`, {
    data: { rating: 3 },
    headers: { 'X-CSRF-Token': await csrfToken(page.request) },
  });
  expect(early.status()).toBe(400);
  expect((await early.json()).message).toBe(REVIEW_MESSAGES.NOT_ENDED);

  // a past dinner this guest did not attend: no form, once their reservations are read
  const read = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/reservations');
  await page.goto(`/event/${past.id}`);
  await read;
  await expect(page.getByText('This event has already taken place.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expect(reviewForm(page)).toHaveCount(0);
});

/** A past dinner of the demo seed: past dinners are not listed, so the first unlisted id. */
async function findPastEvent(page: import('@playwright/test').Page): Promise<Event> {
  const panel = (await (
    await page.request.get('/api/events?search=true')
  ).json()) as EventsSearchPanelResponse;
  const listed = new Set(panel.events.map((e) => e.id));
  for (let id = 1; id <= Math.max(...listed) + 10; id++) {
    if (listed.has(id)) continue;
    const res = await page.request.get(`/api/events/${id}`);
    if (!res.ok()) continue;
    const event = (await res.json()) as Event;
    if (Date.parse(event.dateTime) < Date.now()) return event;
  }
  throw new Error('the demo seed has no past dinner');
}

test('a guest reviews a past dinner they attended', async ({ page, api, axe }) => {
  await api.login(page, DEMO_USERS.guest);
  const attended = (await (
    await page.request.get('/api/reservations/attended')
  ).json()) as Reservation[];
  const dinner = attended.find((r) => r.reviewDate === null);
  test.skip(
    !dinner,
    'needs the demo seed to give the demo guest a confirmed reservation at a past dinner (asked of the lead)',
  );
  const event = dinner!.event;
  const before = (await (await page.request.get(`/api/events/${event.id}`)).json()) as Event;

  // from the profile's Attended Events, 'Write a Review' opens the event at its form, focused
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Attended Events' }).click();
  await page.getByRole('link', { name: `Write a Review for ${event.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${event.id}#write-review$`));
  const form = reviewForm(page);
  await expect(form).toBeFocused();
  await expect(form).toBeInViewport();
  await axe.expectNoViolations({ include: ['section[aria-labelledby="write-review-heading"]'] });
  // the stars are radio buttons: Tab into the group, arrows choose
  const stars = form.getByRole('group', { name: 'Rating' });
  await expect(stars.getByRole('radio')).toHaveCount(5);
  await stars.getByRole('radio', { name: '1 star' }).focus();
  for (let n = 0; n < 3; n++) await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Your review' }).fill('A wonderful evening of stories.');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(page, 'Review submitted')).toContainText(REVIEW_MESSAGES.CREATED);

  const list = page.getByRole('region', { name: 'Reviews' });
  const item = list.getByRole('listitem').filter({ hasText: 'A wonderful evening of stories.' });
  await expect(item).toBeVisible();
  await expect(item.getByRole('img', { name: /4 out of 5/ })).toBeVisible();
  await expect(form.getByRole('status')).toHaveText(REVIEW_MESSAGES.CREATED);
  const after = (await (await page.request.get(`/api/events/${event.id}`)).json()) as Event;
  expect(after.host.reviewCount).toBe(before.host.reviewCount + 1);

  // the host's public page lists it among the reviews received, with the dinner it was for
  await page.goto(`/profile/${event.hostId}`);
  const received = page
    .getByRole('region', { name: 'Reviews' })
    .getByRole('listitem')
    .filter({ hasText: 'A wonderful evening of stories.' });
  await expect(received).toContainText(event.title);
  await expect(received).toContainText('4 out of 5');
});
