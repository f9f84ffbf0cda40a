import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO_USERS,
  demoApi,
  expect,
  hostApplicant,
  post,
  skipWelcomeModal,
  test,
  toast,
  uniqueTitle,
} from '../fixtures/index.ts';

// System Settings: the payout (Connect) accounts at the provider, deleting one, and the clean-up
// of accounts no user holds; each behind a confirmation.

test.beforeEach(async ({ page, api }) => {
  await skipWelcomeModal(page);
  await api.login(page, DEMO_USERS.admin);
});

/**
 * A new host, approved by the admin, who started payout setup (one Connect account, charges not
 * enabled yet); then System Settings with that account listed. Returns the host and its row.
 */
async function settingsWithNewAccount(
  page: Page,
  mail: Parameters<typeof hostApplicant>[1],
  baseURL: string,
  newContext: () => Promise<APIRequestContext>,
) {
  const host = await hostApplicant(baseURL, mail, { name: uniqueTitle('Payout Host') });
  const admin = await demoApi(baseURL, 'admin');
  await post(admin, `/api/admin/approve-host-application/${host.id}`, { status: 'approved' });
  await admin.dispose();
  const api = await newContext();
  await post(api, '/api/login', { username: host.username, password: host.password });
  await post(api, '/api/stripe/create-connect-account');
  await api.dispose();

  await page.goto('/admin?tab=settings');
  const row = page.getByRole('listitem').filter({ hasText: host.email });
  await expect(row.getByRole('heading', { name: host.name })).toBeVisible();
  return { host, row };
}

test('an admin lists payout accounts and deletes one', async ({
  page,
  mail,
  axe,
  baseURL,
  playwright,
}) => {
  const { host, row } = await settingsWithNewAccount(page, mail, baseURL!, () =>
    playwright.request.newContext({ baseURL: baseURL! }),
  );
  // onboarding not finished: charges are not enabled yet
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByText('Coming soon', { exact: true })).toBeVisible();
  await axe.expectNoViolations();

  await row.getByRole('button', { name: `Delete payout account ${host.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this payout account?' });
  await expect(dialog).toContainText(host.name);
  await expect(dialog).toContainText('must connect a new account');
  await axe.expectNoViolations({ include: ['[role="dialog"]'] });
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(toast(page, 'Payout account deleted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
});

test('the clean-up keeps every account a user holds', async ({
  page,
  mail,
  baseURL,
  playwright,
}) => {
  const { row } = await settingsWithNewAccount(page, mail, baseURL!, () =>
    playwright.request.newContext({ baseURL: baseURL! }),
  );
  await page.getByRole('button', { name: 'Clean up unused accounts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clean up unused payout accounts?' });
  await expect(dialog).toContainText('Accounts in use are kept.');
  await dialog.getByRole('button', { name: 'Clean up' }).click();
  await expect(toast(page, 'Clean-up complete')).toContainText(
    /\d+ unused payout accounts? deleted/,
  );
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  // the demo host's account, which her paid dinners need, is still there
  await expect(page.getByRole('listitem').filter({ hasText: 'hannah' }).first()).toBeVisible();
});
