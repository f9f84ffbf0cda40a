import { readFile } from 'node:fs/promises';
import { request } from '@playwright/test';
import {
  csrfToken,
  expect,
  post,
  skipWelcomeModal,
  test,
  toast,
  verifiedGuest,
} from '../fixtures/index.ts';

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

const NEW_PASSWORD = 'Longer-and-new-9Z!';

test('password tab: the spec messages, then a change that signs out the other sessions', async ({
  page,
  api,
  mail,
  baseURL,
  axe,
}) => {
  const creds = await verifiedGuest(page, api, mail);
  const other = await request.newContext({ baseURL });
  await post(other, '/api/login', { username: creds.username, password: creds.password });

  await page.goto('/settings');
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: 'Update password' }).click();
  await expect(panel.getByText('Current password is required')).toBeVisible();
  await expect(panel.getByText('Password must be at least 8 characters')).toBeVisible();

  await panel.getByLabel('Current password').fill(creds.password);
  await panel.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await expect(panel.getByText('Strong')).toBeVisible();
  await panel.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);
  await panel.getByRole('button', { name: 'Update password' }).click();
  await expect(panel.getByText('Passwords do not match')).toBeVisible();
  await axe.expectNoViolations();

  await panel.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await panel.getByRole('button', { name: 'Update password' }).click();
  await expect(toast(page, 'Password updated')).toBeVisible();
  await expect(panel.getByRole('status')).toContainText('every other device');

  expect((await other.get('/api/user')).status()).toBe(401);
  await other.dispose();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});

test('email tab: the addresses must match; a change sends the link to the new address', async ({
  page,
  api,
  mail,
  axe,
}) => {
  const creds = await verifiedGuest(page, api, mail);
  const next = `new_${creds.email}`;
  await page.goto('/settings?tab=email');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Current password').fill(creds.password);
  await panel.getByLabel('New email address', { exact: true }).fill(next);
  await panel.getByLabel('Confirm new email address').fill(`other_${creds.email}`);
  await panel.getByRole('button', { name: 'Change email' }).click();
  await expect(panel.getByText('Email addresses do not match')).toBeVisible();
  await axe.expectNoViolations();

  await panel.getByLabel('Confirm new email address').fill(next);
  await panel.getByRole('button', { name: 'Change email' }).click();
  await expect(panel.getByRole('status')).toContainText(`We sent a confirmation link to ${next}`);
  const link = (await mail.latest(next)).link('/api/confirm-email-change');
  await page.goto(link);
  await expect(toast(page, 'Email changed')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\?tab=email$/);
  await expect(page.getByRole('tabpanel')).toContainText(`Current address: ${next}`);
});

test('privacy tab: marketing and cookie switches are saved, and the data downloads as JSON', async ({
  page,
  api,
  mail,
  axe,
}) => {
  const creds = await verifiedGuest(page, api, mail);
  await page.goto('/settings?tab=privacy');
  const panel = page.getByRole('tabpanel');
  const emails = panel.getByRole('switch', { name: 'Marketing emails' });
  const statistics = panel.getByRole('switch', { name: 'Statistics cookies' });

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/preferences'));
  await emails.click();
  expect((await saved).ok()).toBe(true);
  await expect(toast(page, 'Preferences updated')).toBeVisible();
  const consent = page.waitForResponse((r) => r.url().endsWith('/api/user/cookie-consent'));
  await statistics.click();
  expect((await consent).ok()).toBe(true);
  await expect(toast(page, 'Cookie preferences updated')).toBeVisible();
  await axe.expectNoViolations();

  await page.reload();
  await expect(emails).toBeChecked();
  await expect(statistics).toBeChecked();
  await expect(panel.getByRole('switch', { name: 'Marketing text messages' })).not.toBeChecked();

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download my data' }).click();
  const file = await (await download).path();
  const text = await readFile(file, 'utf8');
  expect(text).toContain(creds.username);
  expect(text).not.toContain(creds.password);
  expect(() => JSON.parse(text)).not.toThrow();
});

test('danger tab: deleting the account ends the session, goes home and the login is refused', async ({
  page,
  api,
  mail,
  axe,
  consoleErrors,
}) => {
  const creds = await verifiedGuest(page, api, mail);
  await page.goto('/settings?tab=danger');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('refunded');
  await expect(dialog).toContainText('Former guest');
  await axe.expectNoViolations();

  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Current password is required')).toBeVisible();
  consoleErrors.allow(/status of 4\d\d .*\/api\/user\)$/);
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Current password is incorrect');
  await dialog.getByLabel('Current password').fill(creds.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toast(page, 'Account deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();

  const res = await page.request.post('/api/login', {
    data: { username: creds.username, password: creds.password },
    headers: { 'X-CSRF-Token': await csrfToken(page.request) },
  });
  expect(res.ok()).toBe(false);
});
