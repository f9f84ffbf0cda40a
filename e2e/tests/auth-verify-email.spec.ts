import {
  expect,
  listedEvents,
  skipWelcomeModal,
  submitSignUp,
  test,
  toast,
} from '../fixtures/index.ts';

// A freshly registered user has not verified their address: the own profile is gated.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('an unverified user meets the verification gate, can resend, and go home', async ({
  page,
  api,
  axe,
}) => {
  const creds = await api.createUser();
  await api.login(page, creds);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Email Verification Required' })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByRole('main').getByText(creds.email)).toBeVisible();
  await axe.expectNoViolations();

  // registering just sent a link: the 5-minute cooldown starts with it, and the button says so
  // instead of inviting a click the server refuses (#32.30)
  const resend = page.getByRole('button', { name: 'Resend verification email' });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveAccessibleDescription(/another link in [45]:\d\d/);
  await expect(toast(page, 'Error')).toHaveCount(0);

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('once the cooldown has passed, the button asks for a new link', async ({
  page,
  api,
  consoleErrors,
}) => {
  // the browser's clock runs 5 minutes ahead of the server's here: the server still refuses
  consoleErrors.allow(/status of 429/);
  const creds = await api.createUser();
  await api.login(page, creds);
  await page.clock.install();
  await page.goto('/profile');
  const resend = page.getByRole('button', { name: 'Resend verification email' });
  await expect(resend).toBeDisabled();
  await page.clock.fastForward('05:01');
  await expect(resend).toBeEnabled();
  await expect(resend).not.toHaveAccessibleDescription(/another link/);
  await resend.click();
  await expect(toast(page, 'Error')).toContainText(/Please wait/);
});

test('the emailed link lifts the gate', async ({ page, api, mail }) => {
  const creds = await api.createUser();
  await api.login(page, creds);
  const link = (await mail.latest(creds.email, { subject: /Verify your email/ })).link(
    '/api/verify-email',
  );
  await page.goto(link);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: creds.name })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Upcoming Events' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Email Verification Required' })).toHaveCount(0);
});

test('Sign up to Reserve keeps the dinner: after the emailed link the guest is back at it (#32.25)', async ({
  page,
  mail,
}) => {
  const listed = await listedEvents(page.request);
  const dinner =
    listed.find((e) => e.availableSpots > 0 && e.price === 0) ??
    listed.find((e) => e.availableSpots > 0);
  expect(dinner, 'the listing has a dinner with seats').toBeTruthy();
  await page.goto(`/event/${dinner!.id}`);
  const panel = page.getByRole('complementary', { name: 'Reservation' });
  await panel.getByRole('button', { name: 'Sign up to Reserve' }).click();
  const username = `back${Date.now().toString(36)}`;
  await submitSignUp(page, { name: 'Back Again', username });
  await expect(page.getByRole('dialog', { name: 'Join Storytable' })).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/event/${dinner!.id}$`));

  const link = (
    await mail.latest(`${username}@example.com`, { subject: /Verify your email/ })
  ).link('/api/verify-email');
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`/event/${dinner!.id}$`));
  await expect(toast(page, 'Email verified')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: dinner!.title })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Reserve Spot - / })).toBeEnabled();
});
