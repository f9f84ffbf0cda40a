import type { Page } from '@playwright/test';
import { expect, skipWelcomeModal, test } from '../fixtures/index.ts';

const footer = (page: Page) => page.getByRole('contentinfo');

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('subscribing to the newsletter from the footer', async ({ page }) => {
  await page.goto('/');
  const email = `n${Date.now()}${Math.random().toString(36).slice(2, 7)}@example.com`;
  await footer(page).getByLabel('Email address').fill(email);
  await footer(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer(page).getByText('Thank you for subscribing!')).toBeVisible();
  await expect(
    footer(page).getByText("You'll start receiving updates about our latest events and stories."),
  ).toBeVisible();
  await expect(page.getByText('Subscription successful!', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Thanks for subscribing to our newsletter', { exact: true }),
  ).toBeVisible();
});

test('an address without @ and dot is refused without a request', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/newsletter')) requests.push(r.url());
  });
  await page.goto('/');
  await footer(page).getByLabel('Email address').fill('not-an-email');
  await footer(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await expect(footer(page).getByLabel('Email address')).toHaveValue('not-an-email');
  expect(requests).toEqual([]);
});

test('the footer links and copyright', async ({ page }) => {
  await page.goto('/');
  const f = footer(page);
  // pages for signed-in users ask a visitor to log in first (auth.spec.ts follows one through)
  for (const name of ['Host an Event', 'My Profile', 'Account Settings']) {
    await expect(f.getByRole('button', { name, exact: true })).toBeVisible();
  }
  for (const [name, href] of [
    ['Browse Events', '/events'],
    ['Terms of Service', '/terms'],
    ['Privacy Policy', '/privacy'],
    ['Cookie Policy', '/cookies'],
    ['Accessibility', '/accessibility'],
  ] as const) {
    await expect(f.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  for (const network of ['Facebook', 'Twitter', 'Instagram', 'YouTube']) {
    const link = f.getByRole('link', { name: new RegExp(network) });
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expect(f.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(f.getByText(`© ${new Date().getFullYear()} Storytable`)).toBeVisible();
});
