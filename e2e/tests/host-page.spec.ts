import type { Page } from '@playwright/test';
import {
  type EventsListResponse,
  type HostReviewsResponse,
  type HostTablesResponse,
  profileRatingText,
} from '@storytable/domain';
import { demoApi, expect, hostApplicant, post, skipWelcomeModal, test } from '../fixtures/index.ts';

// A host's public page (issue 10 item 3, docs/decisions/031): reached from a card's host link,
// it shows the host, their upcoming tables as cards, past tables and the reviews they received.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

async function json<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

/** A listed dinner whose host has upcoming and past tables (the demo seed has such hosts). */
async function hostWithHistory(page: Page) {
  const list = await json<EventsListResponse>(page, '/api/events?page=1');
  for (const event of list.events) {
    const tables = await json<HostTablesResponse>(page, `/api/users/${event.hostId}/events`);
    if (tables.upcoming.length > 0 && tables.past.length > 0) return { event, tables };
  }
  throw new Error('no listed host with past tables in the demo seed');
}

/** Full-page pictures for the visual check when SHOTS_DIR is set (npm run test:e2e leaves it unset). */
async function shoot(page: Page, name: string, fullPage = true) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

test('a visitor opens a host’s page from a card: tables, past tables, reviews; logs in to follow', async ({
  page,
  api,
  axe,
}) => {
  const { event, tables } = await hostWithHistory(page);
  const host = event.host;
  const reviews = await json<HostReviewsResponse>(page, `/api/users/${host.id}/reviews`);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/events');
  const grid = page.getByRole('region', { name: 'Guided Experiences' });
  await grid
    .getByRole('link', { name: `${host.name}'s profile` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/profile/${host.id}$`));

  await expect(page.getByRole('heading', { level: 1, name: host.name })).toBeVisible();
  await expect(
    page.getByRole('paragraph').filter({ hasText: `Host rating: ${profileRatingText(host)}` }),
  ).toBeVisible();

  // upcoming: the listing's cards, soonest first, each leading to its dinner
  const upcoming = page.getByRole('region', { name: 'Upcoming tables' });
  await expect(upcoming.getByRole('heading', { level: 3 })).toHaveText(
    tables.upcoming.map((e) => e.title),
  );
  // past: most recent first, as links to each dinner's page
  const past = page.getByRole('region', { name: 'Past tables' });
  await expect(past.getByRole('link')).toHaveText(tables.past.map((e) => e.title));

  const received = page.getByRole('region', { name: 'Reviews' });
  const first = reviews.reviews[0];
  if (first) {
    await expect(received.getByRole('listitem').first()).toContainText(first.event.title);
  } else {
    await expect(received.getByRole('heading', { name: 'No reviews yet' })).toBeVisible();
  }
  await axe.expectNoViolations();
  await shoot(page, 'host-page-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(upcoming.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await axe.expectNoViolations();
  await shoot(page, 'host-page-390');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'host-page-390-top', false);
  await past.scrollIntoViewIfNeeded();
  await shoot(page, 'host-page-390-past', false);

  // a past table opens its dinner's page
  const [lastDinner] = tables.past;
  await past.getByRole('link', { name: lastDinner!.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: lastDinner!.title })).toBeVisible();
  await page.goBack();

  // a visitor is asked to log in to follow, comes back to the host's page and follows
  const member = await api.createUser();
  await page.getByRole('button', { name: 'Log in to follow' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome back' });
  await login.getByLabel('Username').fill(member.username);
  await login.getByLabel('Password', { exact: true }).fill(member.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${host.id}$`));
  await page.getByRole('button', { name: `Follow ${host.name}`, exact: true }).click();
  await expect(
    page.getByRole('button', { name: `Unfollow ${host.name}`, exact: true }),
  ).toBeEnabled();
});

test('a new host shows empty tables and reviews; a member’s profile has no host sections', async ({
  page,
  api,
  mail,
  baseURL,
}) => {
  const host = await hostApplicant(baseURL!, mail, { name: 'Nora Newhost' });
  const admin = await demoApi(baseURL!, 'admin');
  try {
    await post(admin, `/api/admin/approve-host-application/${host.id}`, { status: 'approved' });
  } finally {
    await admin.dispose();
  }
  await page.goto(`/profile/${host.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nora Newhost' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in to follow' })).toBeVisible();
  await expect(
    page.getByRole('paragraph').filter({ hasText: 'Host rating: New Host' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Upcoming tables' })
      .getByRole('heading', { name: 'No upcoming tables' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Past tables' })).toContainText(
    'No past tables yet.',
  );
  await expect(
    page.getByRole('region', { name: 'Reviews' }).getByRole('heading', { name: 'No reviews yet' }),
  ).toBeVisible();

  const member = await api.createUser({ name: 'Mira Member' });
  await api.login(page, member);
  const me = await json<{ id: number }>(page, '/api/user');
  await api.logout(page);
  await page.goto(`/profile/${me.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mira Member' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in to follow' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Upcoming tables' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Reviews' })).toHaveCount(0);
});
