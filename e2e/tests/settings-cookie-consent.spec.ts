import { COOKIE_CONSENT_KEY } from '@storytable/domain';
import { expect, post, skipWelcomeModal, test, verifiedGuest } from '../fixtures/index.ts';

test.use({ cookieChoice: null });

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

const banner = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Cookies on Storytable' });

test('a first visit shows the banner with both optional cookies off; the choice is remembered', async ({
  page,
  axe,
}) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  // a compact bar: three choices, the switches behind Settings (#32.15)
  await expect(banner(page).getByRole('button')).toHaveText([
    'Reject all',
    'Settings',
    'Accept all',
  ]);
  await expect(banner(page).getByRole('switch')).toHaveCount(0);
  await banner(page).getByRole('button', { name: 'Settings' }).click();
  await expect(banner(page).getByRole('switch', { name: 'Statistics cookies' })).not.toBeChecked();
  await expect(banner(page).getByRole('switch', { name: 'Marketing cookies' })).not.toBeChecked();
  await axe.expectNoViolations();

  await banner(page).getByRole('switch', { name: 'Statistics cookies' }).click();
  await banner(page).getByRole('button', { name: 'Save choices' }).click();
  await expect(banner(page)).toBeHidden();
  const stored = await page.evaluate((k) => window.localStorage.getItem(k), COOKIE_CONSENT_KEY);
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ statistics: true, marketing: false });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(banner(page)).toBeHidden();

  await page.goto('/cookies');
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner(page).getByRole('switch', { name: 'Statistics cookies' })).toBeChecked();
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toBeHidden();
});

test('at 390 px the banner is a strip that leaves the page usable, by keyboard too', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/events');
  // a strip, not two thirds of the screen: the search panel's buttons stay reachable (#32.15)
  const box = await banner(page).boundingBox();
  expect(box!.height).toBeLessThan(844 * 0.25);
  await axe.expectNoViolations();
  await page.goto('/');
  const accept = banner(page).getByRole('button', { name: 'Accept all' });
  await accept.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  await axe.expectNoViolations();
});

test('a visitor’s choice is saved to the account once signed in', async ({ page, api, mail }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/user/cookie-consent'));
  await verifiedGuest(page, api, mail);
  await page.goto('/settings?tab=privacy');
  expect((await saved).postDataJSON()).toEqual({ consent: { statistics: true, marketing: true } });
  await expect(page.getByRole('switch', { name: 'Marketing cookies' })).toBeChecked();
});

test('a signed-in user’s saved choice applies on a new device (#32.15)', async ({
  page,
  api,
  mail,
  browser,
  baseURL,
}) => {
  const creds = await verifiedGuest(page, api, mail);
  await post(page.request, '/api/user/cookie-consent', {
    consent: { statistics: true, marketing: false },
  });
  // another browser, nothing stored in it: signing in brings the account's choice
  const other = await browser.newContext({ baseURL });
  try {
    const phone = await other.newPage();
    await skipWelcomeModal(phone);
    await phone.goto('/');
    await expect(banner(phone)).toBeVisible();
    await api.login(phone, creds);
    await phone.reload();
    await expect(phone.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(banner(phone)).toHaveCount(0);
    const stored = await phone.evaluate((k) => window.localStorage.getItem(k), COOKIE_CONSENT_KEY);
    expect(JSON.parse(stored ?? 'null')).toEqual({
      statistics: true,
      marketing: false,
      synced: true,
    });
  } finally {
    await other.close();
  }
});
