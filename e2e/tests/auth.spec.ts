import type { Page } from '@playwright/test';
import { AUTH_MESSAGES } from '@storytable/domain';
import {
  DEMO_USERS,
  expect,
  skipWelcomeModal,
  submitSignUp,
  test,
  verifiedGuest,
} from '../fixtures/index.ts';

const unique = () => `u${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const PASSWORD = 'Tablefor8!';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** A toast's title. (While a modal is open the toast region is hidden from the a11y tree, so by text.) */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function register(page: Page, username: string) {
  await nav(page).getByRole('button', { name: 'Sign up' }).click();
  return submitSignUp(page, { name: 'Ada Lovelace', username });
}

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('register, log out, log in again', async ({ page }) => {
  const username = unique();
  await page.goto('/');

  const dialog = await register(page, username);
  await expect(toast(page, 'Successfully registered')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(nav(page).getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Events' })).toBeVisible();

  // The session survives a reload.
  await page.reload();
  await expect(nav(page).getByRole('button', { name: 'Logout' })).toBeVisible();

  await nav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Successfully logged out')).toBeVisible();
  await expect(nav(page).getByRole('button', { name: 'Log in' })).toBeVisible();

  await nav(page).getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome back' });
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByLabel('Password', { exact: true }).press('Enter'); // Enter submits
  await expect(toast(page, 'Successfully logged in')).toBeVisible();
  await expect(nav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('a wrong password shows the Login Failed toast', async ({ page, consoleErrors }) => {
  // the refused login's 401 is the answer this test expects; the browser logs it
  consoleErrors.allow(/status of 401/);
  await page.goto('/');
  await nav(page).getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome back' });
  await login.getByLabel('Username').fill(unique());
  await login.getByLabel('Password', { exact: true }).fill('not-the-password');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(toast(page, 'Login Failed')).toBeVisible();
  await expect(login).toBeVisible();
});

test('the forms show the spec validation messages and reset when switching', async ({ page }) => {
  await page.goto('/');
  await nav(page).getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome back' });
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByText('Username is required')).toBeVisible();
  await expect(login.getByText('Password is required')).toBeVisible();

  await login.getByRole('button', { name: 'Sign up' }).click();
  const reg = page.getByRole('dialog', { name: 'Join Storytable' });
  await reg.getByLabel('Username').fill('ab');
  await reg.getByLabel('Email').fill('not-an-email');
  await reg.getByLabel('Password', { exact: true }).fill('short');
  await reg.getByRole('button', { name: 'Create account' }).click();
  await expect(reg.getByText('Name is required')).toBeVisible();
  await expect(reg.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(reg.getByText('Invalid email address')).toBeVisible();
  await expect(reg.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(
    reg.getByText('You must agree to the Terms of Service and Privacy Policy'),
  ).toBeVisible();
  await expect(reg.getByText('Password strength: Weak')).toBeVisible();
  await reg.getByLabel('Password', { exact: true }).fill('tablefor'); // 2 of 5 rules: 40%
  await expect(reg.getByText('Password strength: Medium')).toBeVisible();
  await reg.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(reg.getByText('Password strength: Strong')).toBeVisible();

  // Terms and privacy open in a new tab.
  for (const name of ['Terms of Service', 'Privacy Policy']) {
    const link = reg.getByRole('link', { name: new RegExp(name) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }

  // Switching back resets the form.
  await reg.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByText('Username is required')).toBeHidden();
  await expect(login.getByLabel('Username')).toHaveValue('');
});

test('a taken username is refused with the spec message', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 409/);
  const username = unique();
  await page.goto('/');
  await register(page, username);
  await expect(toast(page, 'Successfully registered')).toBeVisible();
  await nav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(nav(page).getByRole('button', { name: 'Sign up' })).toBeVisible();

  const dialog = await register(page, username);
  await expect(dialog.getByText(AUTH_MESSAGES.USERNAME_EXISTS)).toBeVisible();
  await expect(toast(page, 'Error')).toBeVisible();
});

test('Google sign-in is a placeholder that says it is coming', async ({ page }) => {
  await page.goto('/');
  await nav(page).getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome back' });
  const google = login.getByRole('button', { name: /Continue with Google/ });
  await expect(google).toContainText('Soon');
  await google.click();
  await expect(
    toast(page, 'Google Sign-in is coming soon! Please use email/password authentication for now.'),
  ).toBeVisible();
});

test('Forgot password? sends a reset link with a neutral answer', async ({ page }) => {
  await page.goto('/');
  await nav(page).getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('dialog', { name: 'Welcome back' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const reset = page.getByRole('dialog', { name: 'Reset your password' });
  await reset.getByLabel('Email').fill('nobody');
  await reset.getByRole('button', { name: 'Send reset link' }).click();
  await expect(reset.getByText('Please enter a valid email address')).toBeVisible();
  await reset.getByLabel('Email').fill(`${unique()}@example.com`);
  await reset.getByRole('button', { name: 'Send reset link' }).click();
  await expect(reset.getByRole('status')).toContainText(/check your email/i);
});

test("a visitor's footer links to signed-in pages ask for a login, then go there", async ({
  page,
}) => {
  await page.goto('/events');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Account Settings' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome back' });
  await login.getByLabel('Username').fill(DEMO_USERS.guest.username);
  await login.getByLabel('Password', { exact: true }).fill(DEMO_USERS.guest.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  // signed in, they are plain links
  await expect(footer.getByRole('link', { name: 'My Profile' })).toHaveAttribute(
    'href',
    '/profile',
  );
});

test('the strength meter judges nothing until a password is typed (sign-up, settings)', async ({
  page,
  api,
  mail,
}) => {
  await page.goto('/');
  await nav(page).getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Storytable' });
  const password = dialog.getByLabel('Password', { exact: true });
  await expect(password).toBeVisible();
  await expect(dialog.getByText('Password strength:')).toHaveCount(0);
  await expect(dialog.getByText('Weak')).toHaveCount(0);
  await password.fill('abc');
  await expect(dialog.getByText('Password strength: Weak')).toBeVisible();
  await password.fill('');
  await expect(dialog.getByText('Weak')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await verifiedGuest(page, api, mail);
  await page.goto('/settings');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByLabel('New password', { exact: true })).toBeVisible();
  await expect(panel.getByText('Weak')).toHaveCount(0);
});
