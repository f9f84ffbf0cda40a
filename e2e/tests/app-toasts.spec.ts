import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  openCropDialog,
  skipWelcomeModal,
  test,
  toast,
  verifiedGuest,
} from '../fixtures/index.ts';

// Toasts never sit on top of something to press (#32.26): the cookie bar's buttons, a dialog's
// own buttons; and an image's error toast goes once a good image is chosen.

const PHOTO = resolve(import.meta.dirname, '../../apps/api/demo-images/cover-candlelit-table.jpg');

/** Whether the boxes of `a` and `b` meet; both must be shown, or the answer would prove nothing. */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error(`no box to compare: ${x ? b : a}`);
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

const notification = (page: Page, title: string) => toast(page, title).first();

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test.describe('with the cookie bar up', () => {
  test.use({ cookieChoice: null });

  for (const width of [390, 1280]) {
    test(`a toast leaves the cookie bar's buttons free at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto('/');
      const bar = page.getByRole('region', { name: 'Cookies on Storytable' });
      await expect(bar).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel('Email address').fill('not-an-email');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      const shown = notification(page, 'Invalid email address');
      await expect(shown).toBeVisible();
      for (const name of ['Reject all', 'Settings', 'Accept all']) {
        expect(await overlaps(shown, bar.getByRole('button', { name })), name).toBe(false);
      }
    });
  }
});

test('at 390 px a refused deletion’s toast leaves the dialog’s buttons free', async ({
  page,
  api,
  mail,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 4\d\d .*\/api\/user\)$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await verifiedGuest(page, api, mail);
  await page.goto('/settings?tab=danger');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Current password is incorrect');
  const shown = notification(page, 'Error');
  await expect(shown).toBeVisible();
  for (const button of await dialog.getByRole('button').all()) {
    expect(await overlaps(shown, button), await button.innerText()).toBe(false);
  }
});

test('an image error toast goes once a good image is chosen', async ({ page, api, mail }) => {
  await verifiedGuest(page, api, mail);
  const { dialog, input } = await openCropDialog(page);
  await input.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(dialog.getByRole('alert')).toHaveText('Image must be less than 5MB');
  const error = notification(page, 'Image must be less than 5MB');
  await expect(error).toBeVisible();
  // the pointer rests on it: it would stay until closed (Radix pauses its timer)
  await error.hover();
  await input.setInputFiles(PHOTO);
  await expect(dialog.getByLabel(/Crop area/)).toBeVisible();
  await expect(error).toBeHidden();
});
