import type { Page } from '@playwright/test';
import { expect, skipWelcomeModal, submitSignUp, test } from '../fixtures/index.ts';

test.use({ viewport: { width: 375, height: 812 } });

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
const menu = (page: Page) => page.locator('#mobile-menu');

test('the mobile menu opens, closes with Escape and navigates', async ({ page }) => {
  await page.goto('/');
  // At 375 px the header buttons live in the menu.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  const browse = menu(page).getByRole('link', { name: 'Browse Events' });
  await expect(browse).toBeVisible();
  await expect(browse).toBeFocused();
  await expect(menu(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(menu(page).getByRole('button', { name: 'Sign up' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

  await menuButton(page).click();
  await menu(page).getByRole('link', { name: 'Browse Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(menu(page)).toBeHidden();

  // No sideways scrolling at 375 px, once the cards are laid out (or skipped off screen).
  await expect(page.getByText(/^Showing \d+ of \d+ experiences$/)).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('signed in, the mobile menu shows the name, email and initial', async ({ page }) => {
  const username = `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  await page.goto('/');
  await menuButton(page).click();
  await menu(page).getByRole('button', { name: 'Sign up' }).click();
  const dialog = await submitSignUp(page, { name: 'Grace Hopper', username });
  await expect(dialog).toBeHidden();

  await menuButton(page).click();
  await expect(menu(page).getByText('Grace Hopper')).toBeVisible();
  await expect(menu(page).getByText(`${username}@example.com`)).toBeVisible();
  await expect(menu(page).getByText('G', { exact: true })).toBeVisible();
  for (const name of ['Events', 'Profile', 'Settings']) {
    await expect(menu(page).getByRole('link', { name, exact: true })).toBeVisible();
  }
  await menu(page).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await menuButton(page).click();
  await expect(menu(page).getByRole('link', { name: 'Settings', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await menu(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
});
