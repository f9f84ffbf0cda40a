import {
  demoApi,
  expect,
  hostApplicant,
  post,
  skipWelcomeModal,
  test,
  toast,
} from '../fixtures/index.ts';

// The identity check's other paths: a blocked popup, the status poll's failure toast and
// reload, the retry dialog with the code, a closed popup, a rejected application.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('a blocked popup gets a link; the poll reports a failed check and the retry shows its code', async ({
  page,
  api,
  mail,
  axe,
  baseURL,
}) => {
  // a poll interval, a reload and an axe pass
  test.slow();
  await api.login(page, await hostApplicant(baseURL!, mail));
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/profile');
  await expect(page.getByText('Waiting for Admin Review')).toBeVisible();
  await page.getByRole('button', { name: 'Verify your identity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your identity' });
  await dialog.getByRole('button', { name: 'Start verification' }).click();
  await expect(dialog.getByText('Your browser blocked the verification window.')).toBeVisible();
  const link = dialog.getByRole('link', { name: 'Open the verification page' });
  const href = new URL((await link.getAttribute('href'))!, page.url());
  expect(href.pathname).toMatch(/^\/api\/stripe\/simulated\/identity\/vs_/);

  // the check fails on the provider's side; the 5-second poll finds it
  await post(page.request, `${href.pathname}/complete`, {
    sig: href.searchParams.get('sig'),
    outcome: 'document_expired',
  });
  await expect(toast(page, 'Verification Failed')).toContainText(
    'There was an issue with your verification: document_expired. You can try again.',
  );
  // three seconds later the page reloads with the retry
  const retry = page.getByRole('button', { name: 'Retry verification' });
  await expect(retry).toBeVisible();
  await retry.click();
  const failed = page.getByRole('dialog', { name: 'Verification Failed' });
  await expect(failed.getByText('document_expired')).toBeVisible();
  await axe.expectNoViolations({ include: ['[role="dialog"]'] });
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Verify your identity' })
      .getByRole('button', { name: 'Start verification' }),
  ).toBeVisible();
});

test('closing the popup reloads the page, and the check can be started again', async ({
  page,
  api,
  mail,
  baseURL,
}) => {
  await api.login(page, await hostApplicant(baseURL!, mail));
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Verify your identity' }).click();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Start verification' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await popup.close();
  await reloaded;
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Verify your identity' })).toBeEnabled();
});

test('a rejected application shows Verification Failed and may be sent again', async ({
  page,
  api,
  mail,
  baseURL,
}) => {
  const applicant = await hostApplicant(baseURL!, mail);
  await api.login(page, applicant);
  const admin = await demoApi(baseURL!, 'admin');
  await post(admin, `/api/admin/approve-host-application/${applicant.id}`, { status: 'rejected' });
  await admin.dispose();

  await page.goto('/profile');
  await expect(page.getByText('Verification Failed')).toBeVisible();
  await page.getByRole('button', { name: 'Retry verification' }).click();
  const failed = page.getByRole('dialog', { name: 'Verification Failed' });
  await expect(failed).toContainText('You can apply again.');
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Become a Host' })
      .getByRole('button', { name: 'Submit application' }),
  ).toBeVisible();
});
