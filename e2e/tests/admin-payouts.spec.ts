import type { Page } from '@playwright/test';
import {
  DEMO_USERS,
  expect,
  payoutHost,
  publishEvent,
  skipWelcomeModal,
  test,
  toast,
  uniqueTitle,
} from '../fixtures/index.ts';

// System Settings: the payout (Connect) accounts at the provider, deleting one, and the clean-up
// of accounts no user holds; each behind a confirmation. A paid dinner whose host then cannot take
// payment leaves sale (decision 034).

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
  mail: Parameters<typeof payoutHost>[1],
  baseURL: string,
) {
  const { host, api } = await payoutHost(baseURL, mail, {
    name: uniqueTitle('Payout Host'),
    onboarded: false,
  });
  await api.dispose();

  await page.goto('/admin?tab=settings');
  const row = page.getByRole('listitem').filter({ hasText: host.email });
  await expect(row.getByRole('heading', { name: host.name })).toBeVisible();
  return { host, row };
}

test('an admin lists payout accounts and deletes one', async ({ page, mail, axe, baseURL }) => {
  const { host, row } = await settingsWithNewAccount(page, mail, baseURL!);
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

test('the clean-up keeps every account a user holds', async ({ page, mail, baseURL }) => {
  const { row } = await settingsWithNewAccount(page, mail, baseURL!);
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

test('a paid dinner whose host loses the payout account is still shown but not offered', async ({
  page,
  api,
  mail,
  axe,
  baseURL,
}) => {
  const { host, api: hostContext } = await payoutHost(baseURL!, mail, {
    name: uniqueTitle('Payout Host'),
    onboarded: true,
  });
  const title = uniqueTitle('Unpayable supper');
  const dinner = await publishEvent(hostContext, { title, hoursAhead: 24 * 9, price: 4500 });
  await hostContext.dispose();
  const listed = async () => {
    const res = await page.request.get(
      `/api/search?q=${encodeURIComponent(title)}&t=${Date.now()}`,
    );
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { events: { id: number }[] }).events.map((e) => e.id);
  };
  expect(await listed()).toContain(dinner.id);

  await page.goto('/admin?tab=settings');
  const row = page.getByRole('listitem').filter({ hasText: host.email });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Delete payout account ${host.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this payout account?' })
    .getByRole('button', { name: 'Delete account' })
    .click();
  await expect(toast(page, 'Payout account deleted')).toBeVisible();
  await expect.poll(listed).not.toContain(dinner.id);

  // reached by its link, a visitor sees the dinner and that it cannot be booked
  await api.logout(page);
  await page.goto(`/event/${dinner.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Not available for booking' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Log in to Reserve' })).toHaveCount(0);
  await axe.expectNoViolations();
});
