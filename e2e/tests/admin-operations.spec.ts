import {
  DEMO_USERS,
  expect,
  skipWelcomeModal,
  test,
  toast,
  uniqueTitle,
} from '../fixtures/index.ts';
import { BOUNCE_ONCE_PREFIX } from '../support/mail-sink.ts';

/** The stopped instance whose runs the demo seed records (apps/api/src/cli/demo-operations.ts). */
const DEMO_EARLIER_INSTANCE = 'demo-earlier:1';

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
    await expect(failed).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 60_000 });
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

  // every instance's workers record their runs (the first within seconds of start-up); the demo
  // seed's earlier instance, stopped before this one started, shows its last runs too
  const workers = page.getByRole('list', { name: 'Background workers' });
  const delivery = workers.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'email delivery' }),
  });
  await expect(delivery.getByText(DEMO_EARLIER_INSTANCE)).toBeVisible();
  await expect(delivery).toContainText('Error: connect ECONNREFUSED');
  const thisInstance = delivery
    .getByRole('listitem')
    .filter({ hasText: 'Ran OK', hasNotText: DEMO_EARLIER_INSTANCE });
  await expect(async () => {
    await page.reload();
    await expect(thisInstance).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 60_000 });
  await axe.expectNoViolations();
});
