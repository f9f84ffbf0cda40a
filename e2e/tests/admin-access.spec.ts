import { expect, skipWelcomeModal, test, toast } from '../fixtures/index.ts';

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('a signed-in non-admin sees Admin Access Required, then goes home', async ({
  page,
  api,
  axe,
}) => {
  const guest = await api.createUser();
  await api.login(page, guest);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  await expect(toast(page, 'Unauthorized')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Site' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('tab')).toHaveCount(0);
  await axe.expectNoViolations();
  await expect(page).toHaveURL(/\/$/);
});

test('Return to Site goes home at once', async ({ page, api }) => {
  await api.login(page, await api.createUser());
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Return to Site' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toHaveCount(0);
});
