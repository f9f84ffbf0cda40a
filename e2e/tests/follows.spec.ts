import type { Page } from '@playwright/test';
import type { EventsListResponse, Follow } from '@storytable/domain';
import { expect, skipWelcomeModal, test } from '../fixtures/index.ts';

// The detail page asks for the event's reviews; until the reviews endpoint exists it answers 404.
test.use({ allowedConsoleErrors: [/status of 404/] });

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

async function followedHostIds(page: Page): Promise<number[]> {
  const res = await page.request.get('/api/follows');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Follow[]).map((f) => f.host.id);
}

test('a guest follows a host from the event dialog and unfollows on the event page', async ({
  page,
  api,
  axe,
}) => {
  const list = (await (await page.request.get('/api/events?page=1')).json()) as EventsListResponse;
  const event = list.events[0]!;
  const host = event.host.name;
  await api.login(page, await api.createUser());
  await page.goto('/events');
  const grid = page.getByRole('region', { name: 'Guided Experiences' });
  // cards carry no follow button: it lives in the dialog, on the event page and the profile
  await expect(grid.getByRole('button', { name: /^(Follow|Unfollow) / })).toHaveCount(0);

  await grid.getByRole('button', { name: event.title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: event.title });
  await dialog.getByRole('button', { name: `Follow ${host}`, exact: true }).click();
  await expect(dialog.getByRole('button', { name: `Unfollow ${host}`, exact: true })).toBeEnabled();
  expect(await followedHostIds(page)).toEqual([event.hostId]);
  await axe.expectNoViolations({ include: ['[role="dialog"]'] });
  await page.keyboard.press('Escape');

  // the detail page shares the one state
  await page.goto(`/event/${event.id}`);
  await page.getByRole('button', { name: `Unfollow ${host}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Follow ${host}`, exact: true })).toBeEnabled();
  expect(await followedHostIds(page)).toEqual([]);
});
