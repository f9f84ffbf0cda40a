import { DEMO_USERS, expect, skipWelcomeModal, test } from '../fixtures/index.ts';
import { eventIdByTitle, fillDinnerForm, publishFilledForm } from '../support/event-steps.ts';

// The restaurant brief (issue 29, item 6; decision 058): a host gives the restaurant's email
// when creating a dinner, and the guest list says the brief goes there 48 hours before. Guests
// never see the address.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('a host keeps the restaurant email on a new dinner and sees where the brief goes', async ({
  page,
  api,
  axe,
}) => {
  test.slow(); // a form, two pages and two axe runs on a loaded machine
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Brief supper Zr${tag}`;
  const email = `bookings-${tag}@restaurant.example.com`;
  await api.login(page, DEMO_USERS.host);
  await page.goto('/create');
  await fillDinnerForm(page, {
    title,
    description: 'A table the restaurant hears about two days ahead.',
    restaurant: 'The Brief Kitchen',
    daysAhead: 12,
  });
  await page.getByLabel('Price per person (USD)').fill('40');
  const field = page.getByLabel('Restaurant email (optional)');
  await expect(page.getByText('guests never see it')).toBeVisible();
  await field.fill('the kitchen');
  await page.getByRole('button', { name: 'Create Event' }).last().click();
  await expect(
    page.getByText("Please enter the restaurant's email address, like bookings@restaurant.com"),
  ).toBeVisible();
  await field.fill(email);
  await publishFilledForm(page);

  const id = await eventIdByTitle(page, title);
  await page.goto(`/event/${id}/guests`);
  await expect(page.getByRole('heading', { level: 1, name: 'Guest list' })).toBeVisible();
  const line = page.getByText(`The restaurant brief goes to you and ${email} on`);
  await expect(line).toBeVisible();
  await expect(line).toContainText('48 hours before the dinner.');
  await expect(page.getByText('No guests yet')).toBeVisible();
  await axe.expectNoViolations();

  // the dinner's own page, as a guest would read it, never shows the address
  await page.goto(`/event/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await page.content()).not.toContain(email);
});
