import { WELCOME_FLAG_KEY } from '@storytable/domain';
import { expect, test } from '../fixtures/index.ts';

test('the welcome modal shows once per browser', async ({ page }) => {
  await page.goto('/');
  const modal = page.getByRole('dialog', { name: 'Become a founding host' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Join as a Host' })).toBeVisible();
  // The flag is set as soon as it opens.
  expect(await page.evaluate((k) => localStorage.getItem(k), WELCOME_FLAG_KEY)).not.toBeNull();

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Become a founding host' })).toHaveCount(0);
});

test('Join as a Host opens the sign-up dialog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Join as a Host' }).click();
  await expect(page.getByRole('dialog', { name: 'Join Storytable' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Become a founding host' })).toHaveCount(0);
});
