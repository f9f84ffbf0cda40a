import { DEMO_USERS, expect, listedEvents, skipWelcomeModal, test } from '../fixtures/index.ts';

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('an admin sees only the dashboard link and is kept on /admin', async ({ page, api }) => {
  await api.login(page, DEMO_USERS.admin);
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  for (const name of ['Events', 'Profile', 'Settings']) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await expect(nav.getByRole('button', { name: 'Create Event' })).toHaveCount(0);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/admin$/);
});

test('an admin on a dinner’s page and in its dialog is offered no seat and no follow (#32.20)', async ({
  page,
  api,
}) => {
  await api.login(page, DEMO_USERS.admin);
  const dinner = (await listedEvents(page.request)).find((e) => e.availableSpots > 0);
  expect(dinner, 'the listing has a dinner with seats').toBeTruthy();
  await page.goto(`/event/${dinner!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: dinner!.title })).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Reservation' });
  await expect(panel.getByRole('button', { name: 'Reserving is for guests' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Reserve Spot/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Follow / })).toHaveCount(0);
  // on a phone, no bar inviting to reserve either
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // the bar a guest gets once the panel is scrolled away (events-browse)
  await expect(panel).not.toBeInViewport();
  await expect(page.getByRole('button', { name: 'Reserve', exact: true })).toHaveCount(0);

  // the listing's dialog of the same dinner
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/events');
  await page
    .getByRole('region', { name: 'Guided Experiences' })
    .getByRole('button', { name: dinner!.title, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: dinner!.title });
  await expect(dialog.getByRole('button', { name: 'Reserving is for guests' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: /^Reserve Spot/ })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^Follow / })).toHaveCount(0);
});

test('a host with payouts set up goes to Create Event', async ({ page, api }) => {
  await api.login(page, DEMO_USERS.host);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Create Event' }).click();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByRole('dialog', { name: 'Stripe Account Setup Required' })).toHaveCount(0);
});

test('a guest has no Create Event button; the active link is marked', async ({ page, api }) => {
  const creds = await api.createUser();
  await api.login(page, creds);
  await page.goto('/profile');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Events' })).not.toHaveAttribute('aria-current');
  await expect(nav.getByRole('button', { name: 'Create Event' })).toHaveCount(0);
});
