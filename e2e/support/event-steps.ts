import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { sacramentoWallClock } from './api.ts';

export interface DinnerFields {
  title: string;
  description: string;
  restaurant: string;
  daysAhead: number;
  category?: string;
  street?: string;
  neighborhood?: string;
  capacity?: number;
}

/**
 * Fills every field of the create-event form but the price: a dinner in Sacramento `daysAhead`
 * days ahead at 7:30 PM (on Sacramento's calendar).
 */
export async function fillDinnerForm(page: Page, dinner: DinnerFields) {
  const { date } = sacramentoWallClock(new Date(Date.now() + dinner.daysAhead * 86_400_000));
  await page.getByLabel('Title').fill(dinner.title);
  await page.getByLabel('Description').fill(dinner.description);
  await page.getByLabel('Category').selectOption(dinner.category ?? 'World History');
  await page.getByLabel('State').selectOption('CA');
  await page.getByLabel('City', { exact: true }).selectOption('Sacramento');
  await page.getByLabel('Restaurant name').fill(dinner.restaurant);
  await page.getByLabel('Street address').fill(dinner.street ?? '1020 11th St');
  await page.getByLabel('Neighborhood').fill(dinner.neighborhood ?? 'Downtown');
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Time', { exact: true }).selectOption('19:30');
  await page.getByLabel('Capacity').selectOption(String(dinner.capacity ?? 6));
}

/**
 * From the create-event page: a paid dinner in Sacramento ten days ahead, through the host
 * guidelines and the confirmation, published (the app returns home).
 */
export async function publishPaidDinner(
  page: Page,
  dinner: { title: string; restaurant: string; dollars: number },
) {
  await fillDinnerForm(page, {
    title: dinner.title,
    description: 'A paid table, once payouts are connected.',
    restaurant: dinner.restaurant,
    daysAhead: 10,
  });
  await page.getByLabel('Price per person (USD)').fill(String(dinner.dollars));
  await publishFilledForm(page);
}

/** From a filled create-event form: the host guidelines, the confirmation, published (home). */
export async function publishFilledForm(page: Page) {
  await page.getByRole('button', { name: 'Create Event' }).last().click();
  const terms = page.getByRole('dialog', { name: 'Community Guidelines' });
  await terms.getByRole('checkbox', { name: 'I agree to the community guidelines' }).click();
  await terms.getByRole('button', { name: 'Accept' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm your event' })
    .getByRole('button', { name: 'Create Event' })
    .click();
  await expect(page).toHaveURL(/\/$/);
}

/** The id of the event titled `title`, found through search by its unique last word. */
export async function eventIdByTitle(page: Page, title: string): Promise<number> {
  const found = await page.request.get(
    `/api/search?q=${encodeURIComponent(title.split(' ').at(-1)!)}`,
  );
  const event = ((await found.json()) as { events: { id: number; title: string }[] }).events.find(
    (e) => e.title === title,
  );
  expect(event, `${title} is listed`).toBeTruthy();
  return event!.id;
}
