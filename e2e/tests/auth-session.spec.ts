import type { Page } from '@playwright/test';
import { AUTH_MESSAGES, KEEP_ALIVE_INTERVAL_MS } from '@storytable/domain';
import { expect, skipWelcomeModal, submitSignUp, test } from '../fixtures/index.ts';

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

async function registerViaDialog(page: Page) {
  const username = `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  await page.getByRole('button', { name: 'Sign up' }).click();
  const dialog = await submitSignUp(page, { name: 'Session Tester', username });
  await expect(dialog).toBeHidden();
}

test('keep-alive runs after the user loads, then every 5 minutes; a lost session is announced', async ({
  page,
  context,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 403/); // the stale security token is refused, then renewed
  await page.clock.install();
  const pings: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/session/keep-alive')) pings.push(Date.now());
  });
  const keepAliveOk = () =>
    page.waitForResponse((r) => r.url().endsWith('/api/session/keep-alive') && r.status() === 200);
  await page.goto('/');
  const first = keepAliveOk();
  await registerViaDialog(page);
  await first; // right after the user loads
  expect(pings).toHaveLength(1);

  const before = pings.length;
  const answered = keepAliveOk();
  await page.clock.runFor(KEEP_ALIVE_INTERVAL_MS);
  await answered; // answered before the session goes away
  expect(pings.length).toBeGreaterThan(before);

  // The session disappears (expired on the server, cookie gone): the next ping gets 401.
  consoleErrors.allow(/status of 401 .*\/api\/session\/keep-alive\)$/);
  await context.clearCookies();
  await page.clock.runFor(KEEP_ALIVE_INTERVAL_MS);
  await expect(page.getByText('Session expired', { exact: true })).toBeVisible();
  await expect(page.getByText(AUTH_MESSAGES.SESSION_EXPIRED, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log in' }),
  ).toBeVisible();
});

test('the email-verification flags become toasts and leave the address bar', async ({ page }) => {
  await page.goto('/?verified=0');
  await expect(page.getByText('Verification failed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
