import { WELCOME_FLAG_KEY } from '@storytable/domain';
import { expect, listedEvents, test } from '../fixtures/index.ts';

test('the welcome modal shows once per browser', async ({ page }) => {
  await page.goto('/');
  const modal = page.getByRole('dialog', { name: 'Become a founding host' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Join as a Host' })).toBeVisible();
  // The flag is set as soon as it opens.
  expect(await page.evaluate((k) => localStorage.getItem(k), WELCOME_FLAG_KEY)).not.toBeNull();

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Become a founding host' })).toHaveCount(0);
});

test('Join as a Host opens the sign-up dialog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Join as a Host' }).click();
  await expect(page.getByRole('dialog', { name: 'Join Storytable' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Become a founding host' })).toHaveCount(0);
});

test.describe('never over a shared dinner or another overlay (#32.14)', () => {
  // the modal comes about 2.5 s after the page is idle: wait well past it before saying it did not
  const PAST_THE_WELCOME_MS = 6000;

  test('a first visit through a dinner’s link shows the dinner, not the welcome', async ({
    page,
  }) => {
    const [dinner] = await listedEvents(page.request, { everyUpcoming: true });
    expect(dinner, 'an upcoming dinner is listed').toBeTruthy();
    await page.goto(`/event/${dinner!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: dinner!.title })).toBeVisible();
    await page.waitForTimeout(PAST_THE_WELCOME_MS);
    await expect(page.getByRole('dialog', { name: 'Become a founding host' })).toHaveCount(0);
    // not seen, so the landing page may still show it later
    expect(await page.evaluate((k) => localStorage.getItem(k), WELCOME_FLAG_KEY)).toBeNull();
  });

  test.describe('with the cookie banner up', () => {
    test.use({ cookieChoice: null });

    test('the welcome waits for the cookie choice, then shows alone', async ({ page }) => {
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Cookies on Storytable' });
      await expect(banner).toBeVisible();
      await page.waitForTimeout(PAST_THE_WELCOME_MS);
      await expect(page.getByRole('dialog', { name: 'Become a founding host' })).toHaveCount(0);
      await banner.getByRole('button', { name: /^Reject/ }).click();
      await expect(banner).toBeHidden();
      await expect(page.getByRole('dialog', { name: 'Become a founding host' })).toBeVisible();
    });
  });
});
