import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import type { Event } from '@storytable/domain';
import {
  DEMO_USERS,
  eventById,
  expect,
  hostEvent,
  skipWelcomeModal,
  test,
  toast,
  uniqueTitle,
} from '../fixtures/index.ts';
import { fillDinnerForm, publishFilledForm } from '../support/event-steps.ts';

// Issue 10 item 1: a host publishes a dinner with a cover photo; the listing's card, the dialog
// and the event page show it from /api/images/, over the category artwork.

const COVER = resolve(import.meta.dirname, '../../apps/api/demo-images/cover-candlelit-table.jpg');
const SHOTS = '/tmp/shots-h24';

test.use({ allowedConsoleErrors: [/status of 404/] });

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a host publishes a dinner with a cover photo, shown on its card, dialog and page', async ({
  page,
  api,
  axe,
}) => {
  // four axe passes and eight screenshots: over a minute on a loaded two-core CI machine
  test.slow();
  await api.login(page, DEMO_USERS.host);
  const title = `Zq${Date.now().toString(36)} Candlelit letters`;
  await page.goto('/create');
  await fillDinnerForm(page, {
    title,
    description: 'True stories from old letters, read aloud over supper.',
    category: 'Historical Literature',
    restaurant: 'The Test Kitchen',
    street: '1801 L St',
    neighborhood: 'Midtown',
    // tomorrow: near the top of the listing
    daysAhead: 1,
    capacity: 8,
  });
  await page.getByRole('switch', { name: 'Free event' }).click();

  await expect(page.getByText('No cover yet')).toBeVisible();
  await page.getByLabel('Choose a cover image').setInputFiles(COVER);
  await expect(page.getByRole('img', { name: 'Cover preview' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove cover image' })).toBeVisible();
  await axe.expectNoViolations();
  await page.getByText('Cover image (optional)').scrollIntoViewIfNeeded();
  await shoot(page, 'create-form');

  await publishFilledForm(page);
  await expect(page.getByText('Event created', { exact: true })).toBeVisible();

  const mine = (await (await page.request.get('/api/host/events?showAll=true')).json()) as Event[];
  const event = mine.find((e) => e.title === title);
  expect(event?.coverImage?.src).toMatch(/^\/api\/images\/[a-f0-9]{64}-960\.jpg$/);

  await page.goto('/events');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });
  const cardImage = card.locator('img[srcset]');
  await expect(cardImage).toHaveAttribute('src', event!.coverImage!.src);
  await expect(cardImage).toHaveAttribute('srcset', event!.coverImage!.srcSet);
  await expect(cardImage).toHaveAttribute('sizes', /24rem/);
  await expect(cardImage).toHaveAttribute('alt', '');
  // a card image loads lazily: in view, whatever dinners the demo lists before this one
  await card.scrollIntoViewIfNeeded();
  await expect
    .poll(() => cardImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await axe.expectNoViolations();
  await card.scrollIntoViewIfNeeded();
  await shoot(page, 'events-listing');

  await card.getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.locator('img[srcset]')).toHaveAttribute('src', event!.coverImage!.src);
  await axe.expectNoViolations();
  await shoot(page, 'event-dialog');
  await page.keyboard.press('Escape');

  await page.goto(`/event/${event!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const hero = page.locator('article img[srcset]').first();
  await expect(hero).toHaveAttribute('src', /^\/api\/images\/[a-f0-9]{64}-960\.jpg$/);
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await axe.expectNoViolations();
  await shoot(page, 'event-detail');
});

test('a host adds a cover to a published dinner from Your Events', async ({
  page,
  api,
  axe,
  baseURL,
}) => {
  const title = uniqueTitle('Cover later');
  const created = await hostEvent(baseURL!, { title, hoursAhead: 24 * 20, price: 0 });
  expect(created.coverImage).toBeNull();
  await api.login(page, DEMO_USERS.host);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Your Events' }).click();
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await item.getByLabel(`Add cover: ${title}`).setInputFiles(COVER);
  await expect(toast(page, 'Cover image updated')).toBeVisible();
  await expect(item.getByText('Change cover')).toBeVisible();
  await axe.expectNoViolations();
  const event = await eventById(page.request, created.id);
  expect(event.coverImage?.src).toMatch(/^\/api\/images\/[a-f0-9]{64}-960\.jpg$/);
  await item.scrollIntoViewIfNeeded();
  await shoot(page, 'your-events');
});
