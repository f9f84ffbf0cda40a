import { expect, skipWelcomeModal, test } from '../fixtures/index.ts';

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

for (const path of ['/profile', '/settings', '/create', '/admin']) {
  test(`a logged-out visitor on ${path} is sent home`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
}

test('public pages stay open to visitors', async ({ page }) => {
  for (const path of ['/events', '/search', '/reset-password', '/profile/1']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path.replace('/', '\\/')}$`));
  }
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Storytable');
});
