import type { Page } from '@playwright/test';
import type { Event, SearchResponse } from '@storytable/domain';
import {
  DEMO_USERS,
  expect,
  sacramentoWallClock,
  skipWelcomeModal,
  test,
  toast,
} from '../fixtures/index.ts';
import { fillDinnerForm } from '../support/event-steps.ts';

// Opening the new event asks for its reviews (404 until the reviews endpoint lands).
test.use({ allowedConsoleErrors: [/status of 404/] });

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

const unique = () => `Zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const fillCommon = (page: Page, title: string) =>
  fillDinnerForm(page, {
    title,
    description: 'An evening of true stories from the archive, told over a long shared table.',
    restaurant: 'The Test Kitchen',
    street: '1801 L St',
    neighborhood: 'Midtown',
    daysAhead: 10,
    capacity: 8,
  });

/** Host terms, then the confirmation, then publish. */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Create Event' }).last().click();
  const terms = page.getByRole('dialog', { name: 'Community Guidelines' });
  await expect(terms).toBeVisible();
  await expect(terms.getByRole('button', { name: 'Accept' })).toBeDisabled();
  await terms.getByRole('checkbox', { name: 'I agree to the community guidelines' }).click();
  await terms.getByRole('button', { name: 'Accept' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your event' });
  await expect(confirm).toBeVisible();
  return confirm;
}

async function findByTitle(page: Page, title: string): Promise<Event> {
  const res = await page.request.get(`/api/search?q=${encodeURIComponent(title.slice(0, 12))}`);
  const found = ((await res.json()) as SearchResponse).events.find((e) => e.title === title);
  expect(found, `${title} is listed`).toBeTruthy();
  return found!;
}

test('the form shows every rule: required fields, paid minimum, state clears city, choices', async ({
  page,
  api,
  axe,
}) => {
  await api.login(page, DEMO_USERS.host);
  await page.goto('/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Event' })).toBeVisible();
  for (const section of ['Basic Information', 'Location Details', 'Event Details']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await axe.expectNoViolations();

  await page.getByRole('button', { name: 'Create Event' }).last().click();
  for (const message of [
    'Title is required',
    'Description is required',
    'At least one category is required',
    'State is required',
    'City is required',
    'Restaurant name is required',
    'Street address is required',
    'Neighborhood is required',
    'Date is required',
    'Time is required',
    'Price is required',
    'Capacity is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await axe.expectNoViolations();

  // choices: 96 quarter hours, 1 to 12 guests, no past dates
  await expect(page.getByLabel('Time', { exact: true }).locator('option')).toHaveCount(97);
  await expect(page.getByLabel('Time', { exact: true }).locator('option').nth(1)).toHaveText(
    '12:00 AM',
  );
  await expect(page.getByLabel('Time', { exact: true }).locator('option').last()).toHaveText(
    '11:45 PM',
  );
  await expect(page.getByLabel('Capacity').locator('option')).toHaveCount(13);
  await expect(page.getByLabel('Date', { exact: true })).toHaveAttribute(
    'min',
    sacramentoWallClock(new Date()).date,
  );

  // state then city; a new state clears the city
  const city = page.getByLabel('City', { exact: true });
  await expect(city).toBeDisabled();
  await page.getByLabel('State').selectOption('CA');
  await city.selectOption('Sacramento');
  await page.getByLabel('State').selectOption('NY');
  await expect(city).toHaveValue('');
  await expect(city.locator('option', { hasText: 'Sacramento' })).toHaveCount(0);

  // paid events: 10 to 2000 dollars
  const price = page.getByLabel('Price per person (USD)');
  await price.fill('5');
  const priceError = page.locator(`[id="${await price.getAttribute('id')}-error"]`);
  await expect(priceError).toHaveText('Paid events must have a price of at least $10.00');
  await price.fill('2500');
  await expect(page.getByText('Price cannot exceed $2,000', { exact: true })).toBeVisible();
  await price.fill('abc');
  await expect(page.getByText('Price must be a number', { exact: true })).toBeVisible();
  await price.fill('-3');
  await expect(page.getByText('Price cannot be negative', { exact: true })).toBeVisible();

  // a free event sets the price to 0 and disables the field
  await page.getByRole('switch', { name: 'Free event' }).click();
  await expect(price).toBeDisabled();
  await expect(price).toHaveValue('0');
  await expect(page.getByText('Price cannot be negative', { exact: true })).toBeHidden();
});

test('a host publishes a paid event and finds it listed', async ({ page, api }) => {
  await api.login(page, DEMO_USERS.host);
  const title = `${unique()} Paid supper of lost letters`;
  await page.goto('/create');
  await fillCommon(page, title);
  await page.getByLabel('Price per person (USD)').fill('45');
  const confirm = await publish(page);
  await expect(confirm.getByText(title)).toBeVisible();
  await expect(confirm.getByText('$45.00')).toBeVisible();
  await expect(confirm.getByText('7:30 PM')).toBeVisible();
  await confirm.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText('Event created', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // the toast leads to the new dinner (#32.17); the pointer on it keeps it up meanwhile
  const created = toast(page, 'Event created');
  await created.hover();
  await created.getByRole('link', { name: 'View your dinner' }).click();
  const event = await findByTitle(page, title);
  await expect(page).toHaveURL(new RegExp(`/event/${event.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  expect(event.price).toBe(4500);
  expect(event.capacity).toBe(8);
  expect(event.tags).toEqual(['World History']);
  await page.goto(`/search?q=${encodeURIComponent(title.split(' ')[0]!)}`);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText('$45.00')).toBeVisible();
  await card.getByRole('link', { name: /^View Details/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('7:30 PM').first()).toBeVisible();
  await expect(page.getByText('You are hosting this event.')).toBeVisible();
});

test('a host publishes a free event', async ({ page, api, axe }) => {
  await api.login(page, DEMO_USERS.host);
  const title = `${unique()} Free supper of open questions`;
  await page.goto('/create');
  await fillCommon(page, title);
  await page.getByRole('switch', { name: 'Free event' }).click();
  const confirm = await publish(page);
  await expect(confirm.getByText('Free', { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'Create Event' }).click();
  await expect(page).toHaveURL(/\/$/);
  const event = await findByTitle(page, title);
  expect(event.price).toBe(0);

  // home, as the spec says; from there the host's new dinner and its share menu (#32.17)
  const yours = page.getByRole('region', { name: 'Your dinners' });
  const item = yours.getByRole('listitem').first();
  await expect(item).toContainText(title);
  await axe.expectNoViolations();
  await item.getByRole('button', { name: `Share ${title}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Share on Twitter/ })).toHaveAttribute(
    'href',
    new RegExp(`${encodeURIComponent(`/event/${event.id}`)}$`),
  );
  await page.keyboard.press('Escape');
  await item.getByRole('link', { name: `View ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${event.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goto(`/search?q=${encodeURIComponent(title.split(' ')[0]!)}`);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText('Free', { exact: true })).toBeVisible();
});

test('cancelling the host terms returns to the form without publishing', async ({ page, api }) => {
  await api.login(page, DEMO_USERS.host);
  const title = `${unique()} Never published`;
  await page.goto('/create');
  await fillCommon(page, title);
  await page.getByLabel('Price per person (USD)').fill('30');
  await page.getByRole('button', { name: 'Create Event' }).last().click();
  const terms = page.getByRole('dialog', { name: 'Community Guidelines' });
  await terms.getByRole('button', { name: 'Cancel' }).click();
  await expect(terms).toBeHidden();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  const res = await page.request.get(`/api/search?q=${encodeURIComponent(title.slice(0, 12))}`);
  expect(((await res.json()) as SearchResponse).events.some((e) => e.title === title)).toBe(false);
});

test('a guest sees Host Status Required, a toast, and is sent home after 3 s', async ({
  page,
  api,
}) => {
  await api.login(page, await api.createUser());
  // Hold the page's 3 s timers until the notice has been read: on a loaded machine the checks
  // below can take longer than 3 s, and the redirect would race them.
  await page.addInitScript(() => {
    const held: Array<() => void> = [];
    const realSetTimeout = window.setTimeout;
    Object.assign(window, { __heldThreeSeconds: held });
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      if (delay === 3000 && typeof handler === 'function') {
        held.push(() => handler(...args));
        return 0;
      }
      return realSetTimeout(handler, delay, ...args);
    }) as typeof window.setTimeout;
  });
  await page.goto('/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Host Status Required' })).toBeVisible();
  await expect(
    page
      .getByText(
        'You must be approved as a host to create events. Please submit a host application and wait for admin approval.',
      )
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute(
    'href',
    '/profile',
  );
  await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
  await expect(page.getByText('Application Pending Review')).toHaveCount(0);
  await expect(page).toHaveURL(/\/create$/);
  // the notice asked for a 3 s timer; letting it fire sends the guest home
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { __heldThreeSeconds: unknown[] }).__heldThreeSeconds.length,
      ),
    )
    .toBeGreaterThan(0);
  await page.evaluate(() => {
    for (const fire of (window as unknown as { __heldThreeSeconds: Array<() => void> })
      .__heldThreeSeconds)
      fire();
  });
  await expect(page).toHaveURL(/\/$/);
});
