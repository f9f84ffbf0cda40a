import { TAGLINE } from '@storytable/domain';
import {
  DEMO_USERS,
  expect,
  skipWelcomeModal,
  storeCookieChoice,
  test,
} from '../fixtures/index.ts';

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
  await page.goto('/');
});

test('landing shows the hero, the feature cards and the sample event', async ({ page }) => {
  await expect(page).toHaveTitle('Storytable | Connect through conversation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TAGLINE);
  await expect(page.getByText('Come for the story, stay for the connection')).toBeVisible();
  await expect(
    page.getByText('No networking. No noise. Just human moments shared over a table.'),
  ).toBeVisible();

  await expect(page.getByRole('heading', { level: 3, name: 'Curated hosts' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: 'Small tables of up to 12 guests' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: 'Restaurants worth the trip' }),
  ).toBeVisible();

  const sample = page.getByRole('article', { name: 'Letters from the Silk Road' });
  await expect(sample.getByText('6-8 guests', { exact: true })).toBeVisible();
  await expect(sample.getByText('Sacramento, CA')).toBeVisible();
  await expect(sample.getByText('$45.00')).toBeVisible();
});

test("'Find a table' goes to /events", async ({ page }) => {
  await page.getByRole('link', { name: 'Find a table' }).click();
  await expect(page).toHaveURL(/\/events$/);
});

test("'Discover Transformative Conversations' goes to /events", async ({ page }) => {
  await page.getByRole('link', { name: 'Discover Transformative Conversations' }).click();
  await expect(page).toHaveURL(/\/events$/);
});

test("'Share your story' opens the sign-up dialog", async ({ page }) => {
  await page.getByRole('button', { name: 'Share your story' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Storytable' });
  await expect(dialog).toBeVisible();
  // Only the register mode asks for a full name and an email address.
  await expect(dialog.getByLabel('Full name')).toBeVisible();
  await expect(dialog.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('landing fits a 375 px screen without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

/** The page's words, less the spec's sample dinner (a table of 6-8 guests, as the spec has it). */
const copyOf = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const sample of Array.from(body.querySelectorAll('article'))) {
      if (sample.textContent?.includes('Letters from the Silk Road')) sample.remove();
    }
    return `${body.innerText} ${document.querySelector('meta[name="description"]')?.getAttribute('content')}`;
  });

test('the copy is true to dinners of 1 to 12 guests (#32.27)', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  const sizeClaim = /\b6\s*[-–]\s*8\b|six to eight/i;
  for (const path of ['/', '/events', '/terms']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await copyOf(page), path).not.toMatch(sizeClaim);
  }
  // the welcome modal, and the create page a host sees
  const fresh = await browser.newContext({ baseURL });
  await storeCookieChoice(fresh);
  try {
    const visitor = await fresh.newPage();
    await visitor.goto('/');
    const welcome = visitor.getByRole('dialog', { name: 'Become a founding host' });
    await expect(welcome).toBeVisible({ timeout: 20_000 });
    expect(await welcome.innerText()).not.toMatch(sizeClaim);
  } finally {
    await fresh.close();
  }
  await api.login(page, DEMO_USERS.host);
  await page.goto('/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Event' })).toBeVisible();
  expect(await copyOf(page)).not.toMatch(sizeClaim);
});
