import {
  DEMO_USERS,
  expect,
  skipWelcomeModal,
  test,
  toast,
  uniqueTitle,
} from '../fixtures/index.ts';
import { BOUNCE_ONCE_PREFIX } from '../support/mail-sink.ts';

// Operations: the email outbox, a failed email with its reason sent again, and the background
// workers' last runs. The mail sink refuses a `bounce-once` address for good the first time, so
// its verification email fails at once; the second try goes through.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('an admin sends a failed email again and sees the workers run', async ({
  page,
  api,
  mail,
  axe,
}) => {
  // it waits for the background workers' first runs
  test.slow();
  const id = uniqueTitle('x').split(' ')[1];
  const creds = await api.createUser({ email: `${BOUNCE_ONCE_PREFIX}-${id}@example.test` });
  await api.login(page, DEMO_USERS.admin);

  await page.goto('/admin?tab=operations');
  await expect(page.getByRole('tab', { name: 'Operations', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Email outbox' })).toBeVisible();
  const failed = page
    .getByRole('list', { name: 'Failed emails' })
    .getByRole('listitem')
    .filter({ hasText: creds.email });
  // the worker gives the refused email up a moment after the sign-up
  await expect(async () => {
    await page.reload();
    await expect(failed).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(failed).toContainText('Verify your email address');
  await expect(failed).toContainText(/Reason: .*550/);
  await expect(page.getByText('Failed', { exact: true }).first()).toBeVisible();
  await axe.expectNoViolations();

  const sent = Date.now();
  await failed.getByRole('button', { name: /^Send again/ }).click();
  await expect(toast(page, 'Email queued')).toBeVisible();
  await expect(failed).toHaveCount(0);
  const email = await mail.latest(creds.email, {
    subject: 'Verify your email address',
    since: sent,
  });
  expect(email.link('/verify-email')).toContain('token=');

  // every instance's workers record their runs (the first within seconds of start-up)
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Background workers' }).getByRole('heading', {
        name: 'email delivery',
      }),
    ).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('Ran OK').first()).toBeVisible();
  await axe.expectNoViolations();
});
