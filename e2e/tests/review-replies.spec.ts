import type { CurrentUser, HostReviewsResponse } from '@storytable/domain';
import { DEMO_USERS, expect, skipWelcomeModal, test } from '../fixtures/index.ts';

// A host answers a review of their dinner once, in public (decision 062): on the dinner's page,
// and the answer shows to everyone there and on the host's page.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('the host replies to a review and a visitor reads the reply on both pages', async ({
  page,
  api,
  axe,
}) => {
  await api.login(page, DEMO_USERS.host);
  const me = (await (await page.request.get('/api/user')).json()) as CurrentUser;
  const open = await firstUnanswered(page, me.id);
  test.skip(!open, 'the demo seed leaves the demo host a review to answer');
  const { event, user } = open!;
  const text = `Thank you for the question you brought, ${user.name.split(' ')[0]}.`;

  await page.goto(`/event/${event.id}`);
  await page.getByRole('button', { name: `Reply to ${user.name}` }).click();
  await page.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByText('Write your reply first.')).toBeVisible();
  await axe.expectNoViolations();
  await page.getByLabel('Your public reply').fill(text);
  await page.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByRole('button', { name: `Reply to ${user.name}` })).toHaveCount(0);

  await api.logout(page);
  await page.goto(`/event/${event.id}`);
  await expect(page.getByText(text)).toBeVisible();
  await page.goto(`/profile/${me.id}`);
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText(`Reply from ${me.name}`).first()).toBeVisible();
});

/** The newest review of the host's dinners that has no reply yet, reading their pages of reviews. */
async function firstUnanswered(page: import('@playwright/test').Page, hostId: number) {
  for (let p = 1; p <= 10; p++) {
    const body = (await (
      await page.request.get(`/api/users/${hostId}/reviews?page=${p}`)
    ).json()) as HostReviewsResponse;
    const found = body.reviews.find((r) => r.reply === null);
    if (found) return found;
    if (p >= body.pagination.totalPages) return null;
  }
  return null;
}
