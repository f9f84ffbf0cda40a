import { DEMO_USERS, expect, skipWelcomeModal, test, toast } from '../fixtures/index.ts';

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('the tab query parameter selects the tab, and the address follows the tabs', async ({
  page,
  api,
}) => {
  await api.login(page, await api.createUser());
  const tabs = page.getByRole('tablist', { name: 'Settings' });

  await page.goto('/settings');
  await expect(tabs.getByRole('tab')).toHaveText([
    'Password',
    'Email',
    'Host',
    'Privacy',
    'Danger Zone',
  ]);
  await expect(tabs.getByRole('tab', { name: 'Password' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel').getByLabel('Current password')).toBeVisible();
  await expect(page.getByText('This setting will be available soon.')).toHaveCount(0);

  for (const [param, name] of [
    ['email', 'Email'],
    ['host', 'Host'],
    ['privacy', 'Privacy'],
    ['danger', 'Danger Zone'],
    ['nonsense', 'Password'],
  ] as const) {
    await page.goto(`/settings?tab=${param}`);
    await expect(tabs.getByRole('tab', { name, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }

  await tabs.getByRole('tab', { name: 'Danger Zone' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=danger$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Danger Zone' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\/settings\?tab=privacy$/);
  await page.reload();
  await expect(tabs.getByRole('tab', { name: 'Privacy' })).toHaveAttribute('aria-selected', 'true');
});

test('a guest sees why payouts are not for them yet, with no dead button', async ({
  page,
  api,
  axe,
}) => {
  await api.login(page, await api.createUser());
  await page.goto('/settings?tab=host');
  await expect(page.getByRole('heading', { name: 'Host Payouts' })).toBeVisible();
  await expect(page.getByText(/starts with a host application/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Setup Stripe Account' })).toHaveCount(0);
  await axe.expectNoViolations();
});

test('a host with payouts set up sees them active and a way to create an event', async ({
  page,
  api,
  axe,
}) => {
  await api.login(page, DEMO_USERS.host);
  await page.goto('/settings?tab=host');
  await expect(page.getByText('Complete', { exact: true })).toBeVisible();
  await expect(page.getByText('Your payout account is active')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Event' }).last()).toHaveAttribute(
    'href',
    '/create',
  );
  await axe.expectNoViolations();

  await page.setViewportSize({ width: 375, height: 812 });
  await axe.expectNoViolations();
});

test('back from the payout provider, the status is refreshed once and the flag dropped', async ({
  page,
  api,
}) => {
  await api.login(page, DEMO_USERS.host);
  const refreshed = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/stripe/set-latest-stripe-data'),
  );
  await page.goto('/settings?tab=host&complete=true');
  await refreshed;
  await expect(toast(page, 'Payout setup complete')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\?tab=host$/);
  await expect(page.getByRole('tab', { name: 'Host' })).toHaveAttribute('aria-selected', 'true');
});
