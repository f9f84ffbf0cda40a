import type { APIRequestContext } from '@playwright/test';
import type { CurrentUser, Event, PageData } from '@storytable/domain';
import { DEMO_USERS, expect, hostApi, test, uniqueTitle } from '../fixtures/index.ts';
import { dinnerLaterToday } from '../support/table-steps.ts';

// Decision 074: table mode's page comes with its host's user, table and prompts, the table's top
// in its first screen, and the cookie bar when the account has made no choice, so it paints
// before any script and draws whole without asking the API again.

let host: APIRequestContext;
let dinner: Event;

test.beforeAll(async ({ baseURL }) => {
  host = await hostApi(baseURL!);
  dinner = await dinnerLaterToday(host, uniqueTitle('First answer'));
});
test.afterAll(async () => {
  await host.dispose();
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the host's page carries the table, and the bar if the account has no choice", async ({
    page,
    context,
  }) => {
    await context.addCookies((await host.storageState()).cookies);
    const me = (await (await host.get('/api/user')).json()) as CurrentUser;
    const res = await page.goto(`/event/${dinner.id}/table`);
    expect(res?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Table mode' })).toBeVisible();
    // the table's top in place of the loading text
    await expect(page.getByText(dinner.title)).toBeVisible();
    await expect(page.getByTestId('check-in-count')).toHaveText('0 of 0 checked in');
    await expect(page.getByText('Loading the table')).toHaveCount(0);
    const bar = page.getByRole('region', { name: 'Cookies on Storytable.' });
    if (me.cookieConsent.savedAt) await expect(bar).toHaveCount(0);
    else await expect(bar).toBeVisible();
    const data = JSON.parse(
      (await page.locator('#page-data').textContent()) ?? 'null',
    ) as PageData | null;
    expect(data?.user?.id).toBe(me.id);
    expect(data?.table).toMatchObject({ eventId: dinner.id, title: dinner.title, seats: [] });
    expect(data?.prompts?.eventId).toBe(dinner.id);
  });

  test("a visitor's page has the heading and nothing of the dinner's", async ({ page }) => {
    await page.goto(`/event/${dinner.id}/table`);
    await expect(page.getByRole('heading', { level: 1, name: 'Table mode' })).toBeVisible();
    await expect(page.locator('#page-data')).toHaveCount(0);
    await expect(page.getByText('Loading the table')).toBeVisible();
    await expect(page.getByText(dinner.title)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Cookies on Storytable.' })).toHaveCount(0);
  });
});

test('on a phone the page draws from what it brought, asking the API for none of it', async ({
  page,
  api,
  axe,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await api.login(page, DEMO_USERS.host);
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/api/user' || path.startsWith(`/api/events/${dinner.id}/`)) asked.push(path);
  });
  await page.goto(`/event/${dinner.id}/table`);
  await expect(page.getByTestId('check-in-count')).toHaveText('0 of 0 checked in');
  await expect(page.getByRole('heading', { name: 'Prompts' })).toBeVisible();
  await expect(page.getByText(dinner.title)).toBeVisible();
  expect(asked).toEqual([]);
  await page.getByRole('textbox').first().focus();
  await expect(page.getByRole('textbox').first()).toBeFocused();
  await axe.expectNoViolations();
});
