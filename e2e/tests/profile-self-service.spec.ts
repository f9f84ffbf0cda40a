import { deflateSync } from 'node:zlib';
import {
  expect,
  openCropDialog,
  skipWelcomeModal,
  test,
  toast,
  verifiedGuest,
} from '../fixtures/index.ts';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGB PNG of `width` by `height`: four coloured quarters. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++)
      rows.push(...(x < width / 2 === y < height / 2 ? [200, 120, 80] : [90, 140, 110]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('the crop dialog refuses a non-image, crops a real PNG and the new avatar shows', async ({
  page,
  api,
  mail,
  axe,
}) => {
  await verifiedGuest(page, api, mail);
  const { dialog, input } = await openCropDialog(page);

  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(dialog.getByRole('alert')).toHaveText('Please select an image file');

  await input.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png(320, 240) });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  const cropArea = dialog.getByLabel(/Crop area/);
  await expect(cropArea).toBeVisible();
  await axe.expectNoViolations();

  const uploaded = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/user/profile-image'),
  );
  await dialog.getByRole('button', { name: 'Save photo' }).click();
  const request = await uploaded;
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
  await expect(toast(page, 'Profile image updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  const avatar = page.locator('header img').first();
  await expect(avatar).toHaveAttribute('src', /\S/);
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

test('edit bio counts as you type, refuses over 500 characters and saves', async ({
  page,
  api,
  mail,
  axe,
}) => {
  await verifiedGuest(page, api, mail);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit bio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit bio' });
  const bio = dialog.getByLabel('Bio');

  await bio.fill('x'.repeat(501));
  await expect(dialog.getByText('501/500')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save bio' }).click();
  await expect(dialog.getByText('Bio must not exceed 500 characters')).toBeVisible();

  await bio.fill('I cook for strangers on Sundays.');
  await expect(dialog.getByText('32/500')).toBeVisible();
  await axe.expectNoViolations();
  await dialog.getByRole('button', { name: 'Save bio' }).click();
  await expect(toast(page, 'Bio updated')).toBeVisible();
  await expect(page.getByText('I cook for strangers on Sundays.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('I cook for strangers on Sundays.')).toBeVisible();
});

test('at 390 px the owner reaches every control by keyboard', async ({ page, api, mail, axe }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await verifiedGuest(page, api, mail);
  await page.goto('/profile');
  const change = page.getByRole('button', { name: 'Change photo' });
  await change.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Crop profile image' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(change).toBeFocused();
  await expect(page.getByRole('button', { name: 'Delete account' })).toBeVisible();
  await axe.expectNoViolations();
});
