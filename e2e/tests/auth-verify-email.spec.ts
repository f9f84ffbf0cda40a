import { expect, skipWelcomeModal, test, toast } from '../fixtures/index.ts';

// A freshly registered user has not verified their address: the own profile is gated.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('an unverified user meets the verification gate, can resend, and go home', async ({
  page,
  api,
  axe,
  consoleErrors,
}) => {
  // registering just sent a link: asking again at once meets the 5-minute cooldown (429)
  consoleErrors.allow(/status of 429/);
  const creds = await api.createUser();
  await api.login(page, creds);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Email Verification Required' })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByRole('main').getByText(creds.email)).toBeVisible();
  await axe.expectNoViolations();

  await page.getByRole('button', { name: 'Resend verification email' }).click();
  const refused = toast(page, 'Error');
  await expect(refused).toContainText(
    /Please wait \d+ minutes? before requesting another verification email\./,
  );

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the emailed link lifts the gate', async ({ page, api, mail }) => {
  const creds = await api.createUser();
  await api.login(page, creds);
  const link = (await mail.latest(creds.email, { subject: /Verify your email/ })).link(
    '/api/verify-email',
  );
  await page.goto(link);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: creds.name })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Upcoming Events' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Email Verification Required' })).toHaveCount(0);
});
