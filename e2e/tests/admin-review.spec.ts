import type { Page } from '@playwright/test';
import {
  DEMO_USERS,
  expect,
  HOST_APPLICATION_ANSWERS,
  hostApplicant,
  skipWelcomeModal,
  test,
  toast,
  uniqueTitle,
} from '../fixtures/index.ts';

// The dashboard's two review queues: an admin opens an applicant's review dialog (answers,
// identity outcome, history) and decides; the history shows the decision at once.

test.beforeEach(async ({ page, api }) => {
  await skipWelcomeModal(page);
  await api.login(page, DEMO_USERS.admin);
});

/** Opens the review dialog of `name` from the open tab's queue. */
async function openReview(page: Page, name: string) {
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: `Review ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Review ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an admin approves a host application from Host Applications', async ({
  page,
  mail,
  axe,
  baseURL,
}) => {
  const applicant = await hostApplicant(baseURL!, mail, { name: uniqueTitle('Applicant') });
  await page.goto('/admin?tab=applications');
  await expect(page.getByRole('tab', { name: 'Host Applications' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: applicant.name })).toBeVisible();
  await axe.expectNoViolations();

  const dialog = await openReview(page, applicant.name);
  await expect(dialog.getByText(HOST_APPLICATION_ANSWERS.experience)).toBeVisible();
  await expect(dialog.getByText(HOST_APPLICATION_ANSWERS.expertiseArea)).toBeVisible();
  await expect(dialog.getByText('Pending Host')).toBeVisible();
  await expect(dialog.getByText('No admin actions yet.')).toBeVisible();
  await axe.expectNoViolations({ include: ['[role="dialog"]'] });

  await dialog.getByRole('button', { name: 'Approve application' }).click();
  await expect(toast(page, 'Host application updated')).toContainText('Host application approved');
  // the badge says what the decision made them (#32.20)
  await expect(dialog.getByText('Host', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Pending Host')).toHaveCount(0);
  const history = dialog.getByRole('list', { name: 'Admin history' });
  await expect(history.getByText('Approved the host application')).toBeVisible();
  await expect(history.getByText(`by ${DEMO_USERS.admin.username}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Approve application' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { name: applicant.name })).toHaveCount(0);

  // the new host's role in All Users
  await page.getByRole('tab', { name: 'All Users' }).click();
  await expect(page).toHaveURL(/\?tab=users$/);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(applicant.username);
  const row = page.getByRole('listitem').filter({ hasText: `@${applicant.username}` });
  await expect(row.getByText('Host', { exact: true })).toBeVisible();
});

test('an admin verifies a host from Pending Verifications and sees it in the history', async ({
  page,
  mail,
  axe,
  baseURL,
}) => {
  const applicant = await hostApplicant(baseURL!, mail, {
    name: uniqueTitle('Verified'),
    identity: true,
  });
  // Pending Verifications is the first tab
  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: 'Pending Verifications' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: applicant.name })).toBeVisible();
  await axe.expectNoViolations();
  const dialog = await openReview(page, applicant.name);
  const identity = dialog.getByRole('region', { name: 'Identity verification' });
  await expect(identity.getByText('Verified', { exact: true })).toBeVisible();
  await expect(identity.getByText('Name on document')).toBeVisible();
  // the simulated check reads its test person, not the applicant: flagged (#32.20)
  await expect(identity.getByRole('paragraph').filter({ hasText: 'Name differs' })).toContainText(
    applicant.name,
  );
  await axe.expectNoViolations({ include: ['[role="dialog"]'] });

  await dialog.getByRole('button', { name: 'Verify host' }).click();
  await expect(toast(page, 'Host application updated')).toContainText('Host verified');
  await expect(dialog.getByRole('status').filter({ hasText: 'Host verified' })).toBeVisible();
  await expect(dialog.getByText('Verified Host', { exact: true })).toBeVisible();
  await expect(
    dialog.getByRole('list', { name: 'Admin history' }).getByText('Verified the host'),
  ).toBeVisible();
  // focus stays in the dialog on the outcome; Tab reaches its Close button
  await expect(dialog.getByRole('status').filter({ hasText: 'Host verified' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  // Escape closes the dialog at once, with the decision's toast still up (#32.20)
  await expect(toast(page, 'Host application updated')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: applicant.name })).toHaveCount(0);
});

test('an admin rejects an application; the user stays a plain user', async ({
  page,
  mail,
  baseURL,
}) => {
  const applicant = await hostApplicant(baseURL!, mail, { name: uniqueTitle('Rejected') });
  await page.goto('/admin?tab=applications');
  const dialog = await openReview(page, applicant.name);
  await dialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(toast(page, 'Host application updated')).toContainText('Host application rejected');
  await expect(
    dialog.getByRole('list', { name: 'Admin history' }).getByText('Rejected the host application'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'All Users' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(applicant.username);
  const row = page.getByRole('listitem').filter({ hasText: `@${applicant.username}` });
  await expect(row.getByText('User', { exact: true })).toBeVisible();
});
