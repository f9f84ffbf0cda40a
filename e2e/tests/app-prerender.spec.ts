import type { Page } from '@playwright/test';
import { TAGLINE } from '@storytable/domain';
import { expect, skipWelcomeModal, test } from '../fixtures/index.ts';

// Decision 037: a visitor's / and /events arrive with their first screen in the HTML.

/** Holds the app's entry chunk until the returned function is called. */
async function holdEntryChunk(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor sees the landing and the listing before any script runs', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TAGLINE);
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    await page.goto('/events');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Curated Conversations' }),
    ).toBeVisible();
    await expect(page.getByText('Loading featured events')).toBeAttached();
  });
});

// Decision 055: a dinner page arrives with the dinner's first screen written by the server.
test('a dinner’s first screen shows before any script runs, and the page is drawn over it', async ({
  page,
}) => {
  const res = await page.request.get('/api/events?limit=1');
  const [dinner] = ((await res.json()) as { events: { id: number; title: string }[] }).events;
  if (!dinner) throw new Error('the demo has no dinner');
  await skipWelcomeModal(page);
  const release = await holdEntryChunk(page);
  // goto resolves once the app has started, which waits for the held chunk
  const loaded = page.goto(`/event/${dinner.id}`);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(dinner.title);
  await expect(page.getByText(/^Hosted by /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  release();
  await loaded;
  // the app's page replaces it; the fixture fails the test on any hydration error
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(title).toHaveText(dinner.title);
  await expect(page.getByText(/^Hosted by /)).toHaveCount(0);
});

test('the prerendered listing comes alive: events load and the buttons work', async ({ page }) => {
  await skipWelcomeModal(page);
  await page.goto('/events');
  await expect(page.getByText(/^Showing \d+ of \d+ experiences$/)).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
});

test('the prerendered landing comes alive, with today in the sample card', async ({ page }) => {
  await skipWelcomeModal(page);
  await page.goto('/');
  const sample = page.getByRole('article', { name: 'Letters from the Silk Road' });
  await expect(sample.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} · 7:00 PM$/)).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()} Storytable`)).toBeVisible();
  await page.getByRole('link', { name: 'Find a table' }).click();
  await expect(page).toHaveURL(/\/events$/);
});

test('typing and a press before the app starts are played back once it has', async ({ page }) => {
  await skipWelcomeModal(page);
  // the app's entry chunk waits until the visitor has acted on the prerendered page
  const release = await holdEntryChunk(page);
  const subscribes: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/newsletter/subscribe')) subscribes.push(r.method());
  });
  const loaded = page.goto('/');
  const footer = page.getByRole('contentinfo');
  const email = `early${Date.now()}@example.com`;
  // typed before start-app.js runs: it finds the value when it starts
  await footer.getByLabel('Email address').fill(email);
  // a press is held once start-app.js has run (before that, only a link would work)
  await page.waitForFunction(() => document.documentElement.dataset.app === 'starting');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.app)).toBe('starting');

  release();
  await loaded;
  await expect(footer.getByText('Thank you for subscribing!')).toBeVisible();
  expect(subscribes).toEqual(['POST']);
});

test('a search typed and submitted while the app starts is searched for', async ({ page }) => {
  await skipWelcomeModal(page);
  const release = await holdEntryChunk(page);
  const loaded = page.goto('/events');
  await page.waitForFunction(() => document.documentElement.dataset.app === 'starting');
  // React takes over a field that shows this text while its state is still empty
  const input = page.getByRole('search', { name: 'Search events' }).getByRole('searchbox');
  await input.fill('  history ');
  await input.press('Enter');
  release();
  await loaded;
  await expect(page).toHaveURL('/search?q=history');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
});

// Whatever NODE_ENV the app was started with, its build is React's production one.
test('the scripts a page starts with are a production build', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  const scripts = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
  expect(scripts.some((s) => s.includes('react-dom'))).toBe(true);
  for (const src of new Set(scripts)) {
    const body = await (await page.request.get(src)).text();
    // the development JSX runtime and React's development warnings are absent
    expect(body, src).not.toContain('jsxDEV');
    expect(body, src).not.toContain('validateDOMNesting');
  }
});
