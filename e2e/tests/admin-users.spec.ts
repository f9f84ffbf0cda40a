import { ADMIN_USERS_PAGE_SIZE } from '@storytable/domain';
import { DEMO_USERS, expect, skipWelcomeModal, test, toast } from '../fixtures/index.ts';

// All Users: search by name, username or email, a page at a time, and deleting a user through
// the account-removal service behind a confirmation.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('an admin searches users and pages through the results', async ({ page, api, axe }) => {
  // one more user than a page holds, all sharing a word in their names
  const marker = `Pager${Date.now().toString(36)}`;
  const made = await Promise.all(
    Array.from({ length: ADMIN_USERS_PAGE_SIZE + 1 }, (_, i) =>
      api.createUser({ name: `${marker} Guest ${i + 1}` }),
    ),
  );
  await api.login(page, DEMO_USERS.admin);
  await page.goto('/admin?tab=users');
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.fill(marker.toLowerCase());
  const list = page.getByRole('list', { name: 'Users' });
  const total = ADMIN_USERS_PAGE_SIZE + 1;
  await expect(
    page.getByText(`Showing 1–${ADMIN_USERS_PAGE_SIZE} of ${total} users`),
  ).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(ADMIN_USERS_PAGE_SIZE);
  const first = list.getByRole('listitem').first();
  await expect(first.getByText('User', { exact: true })).toBeVisible();
  // no dead button on every row; the page says how admins are made (#32.20)
  await expect(page.getByRole('button', { name: /Make Admin/ })).toHaveCount(0);
  await expect(page.getByText(/Make Admin is not offered here/)).toBeVisible();
  await expect(first.getByRole('button', { name: /^Delete User/ })).toBeEnabled();
  await axe.expectNoViolations();

  await page.getByRole('navigation', { name: 'Users pages' }).getByLabel('Next page').click();
  await expect(page.getByText(`Showing ${total}–${total} of ${total} users`)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // an email address finds its one user; a new search starts on page 1
  await search.fill(made[3]!.email.toUpperCase());
  await expect(page.getByText('Showing 1–1 of 1 user')).toBeVisible();
  await expect(list.getByText(`@${made[3]!.username}`)).toBeVisible();

  await search.fill(`${marker}-nobody`);
  await expect(page.getByRole('heading', { name: 'No users match your search' })).toBeVisible();
});

test('an admin is listed as Admin and cannot be deleted', async ({ page, api }) => {
  await api.login(page, DEMO_USERS.admin);
  await page.goto('/admin?tab=users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(DEMO_USERS.admin.username);
  const row = page
    .getByRole('list', { name: 'Users' })
    .getByRole('listitem')
    .filter({ hasText: `@${DEMO_USERS.admin.username} ` });
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Delete User/ })).toBeDisabled();
});

test('an admin deletes a user after confirming what removal does', async ({
  page,
  api,
  axe,
  baseURL,
  playwright,
}) => {
  const doomed = await api.createUser({ name: 'Doomed Diner' });
  await api.login(page, DEMO_USERS.admin);
  await page.goto('/admin?tab=users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(doomed.username);
  const list = page.getByRole('list', { name: 'Users' });
  await list.getByRole('button', { name: 'Delete User Doomed Diner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Doomed Diner?' });
  await expect(dialog).toContainText(`@${doomed.username}`);
  await expect(dialog).toContainText('Dinners they host are cancelled');
  await expect(dialog).toContainText(
    'paid seats are refunded as each dinner’s refund policy refunds a cancellation today',
  );
  await axe.expectNoViolations({ include: ['[role="dialog"]'] });

  // Cancel keeps the user
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await list.getByRole('button', { name: 'Delete User Doomed Diner' }).click();
  await dialog.getByRole('button', { name: 'Delete user' }).click();
  await expect(toast(page, 'User deleted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'No users match your search' })).toBeVisible();

  // the account is gone: it can no longer log in
  const other = await playwright.request.newContext({ baseURL: baseURL! });
  const token = (await (await other.get('/api/csrf-token')).json()) as { csrfToken: string };
  const login = await other.post('/api/login', {
    data: { username: doomed.username, password: doomed.password },
    headers: { 'X-CSRF-Token': token.csrfToken },
  });
  expect(login.ok()).toBe(false);
  await other.dispose();
});
