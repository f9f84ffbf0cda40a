import {
  expect,
  expectNoA11yViolations,
  skipWelcomeModal,
  storeCookieChoice,
  test,
} from '../fixtures/index.ts';

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('axe: /reset-password step 1 and its validation', async ({ page, axe }) => {
      await page.goto('/reset-password');
      await expect(page).toHaveTitle('Reset Password | Storytable');
      await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
      await axe.expectNoViolations();
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText('Please enter a valid email address')).toBeVisible();
      await axe.expectNoViolations();
    });

    test('axe: /reset-password step 2 (from the emailed link)', async ({ page, axe }) => {
      await page.goto('/reset-password?token=not-a-real-token');
      await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
      await page.getByLabel('New password', { exact: true }).fill('abc');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
      await expect(page.getByText('Passwords do not match')).toBeVisible();
      await axe.expectNoViolations();
    });

    test('axe: the sign-up dialog, the mobile menu and the welcome modal', async ({
      page,
      browser,
      axe,
    }) => {
      // three axe passes and a second browser waiting out the welcome's delay
      test.slow();
      await page.goto('/');
      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await axe.expectNoViolations(); // the open mobile menu
        await page.locator('#mobile-menu').getByRole('button', { name: 'Sign up' }).click();
      } else {
        await page.getByRole('button', { name: 'Sign up' }).click();
      }
      await expect(page.getByRole('dialog', { name: 'Join Storytable' })).toBeVisible();
      await axe.expectNoViolations();

      // A browser that has not seen the welcome modal yet, its cookie choice made: the modal
      // never opens over the cookie banner (#32.14).
      const fresh = await browser.newContext({ viewport });
      await storeCookieChoice(fresh);
      try {
        const welcome = await fresh.newPage();
        await welcome.goto(page.url());
        // it comes about 2.5 s after the page is idle
        await expect(welcome.getByRole('dialog', { name: 'Become a founding host' })).toBeVisible({
          timeout: 20_000,
        });
        await expectNoA11yViolations(welcome);
      } finally {
        await fresh.close();
      }
    });
  });
}

test('password reset by email: link, new password, log in with it', async ({ page, api, mail }) => {
  const creds = await api.createUser();
  await page.goto('/reset-password');
  const since = Date.now();
  await page.getByLabel('Email', { exact: true }).fill(creds.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(page.getByRole('status')).toContainText(/email/i);

  const email = await mail.latest(creds.email, { since, subject: /password/i });
  const link = new URL(email.link('/reset-password'));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const newPassword = 'Brand-new-9!';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is reset' })).toBeVisible();

  await page.getByRole('button', { name: 'Log in' }).last().click();
  const login = page.getByRole('dialog', { name: 'Welcome back' });
  await login.getByLabel('Username').fill(creds.username);
  await login.getByLabel('Password', { exact: true }).fill(newPassword);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Successfully logged in', { exact: true })).toBeVisible();
});

test('a bad reset token is refused with a destructive toast', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 4\d\d/);
  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill('Tablefor8!');
  await page.getByLabel('Confirm new password').fill('Tablefor8!');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
});
