import { readFile } from 'node:fs/promises';
import { EARNINGS_CSV_HEADER, formatDollars, type HostEarnings } from '@storytable/domain';
import { DEMO_USERS, expect, skipWelcomeModal, test } from '../fixtures/index.ts';

// The host's earnings (issue 31 item 6, decision 064): hannah opens her earnings from Your
// Events, reads the totals, the months as a table and every dinner, and downloads the CSV.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('a host reads her earnings, the chart as a table, and downloads the CSV', async ({
  page,
  api,
  axe,
}) => {
  test.slow(); // a download and two axe runs on a loaded machine
  await page.setViewportSize({ width: 1280, height: 900 });
  await api.login(page, DEMO_USERS.host);

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Your Events' }).click();
  const before = (await (await page.request.get('/api/host/earnings')).json()) as HostEarnings;
  await page.getByRole('link', { name: 'Earnings' }).click();
  await expect(page).toHaveURL('/host/earnings');
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  const perDinner = page.getByRole('table', { name: 'Earnings per dinner' });
  await expect(perDinner).toBeVisible();
  // read after the page has its figures: other journeys book hannah's dinners meanwhile
  const earnings = (await (await page.request.get('/api/host/earnings')).json()) as HostEarnings;
  const refunded = earnings.dinners.find((d) => d.refunds > 0);
  expect(refunded, 'the demo seeds hannah a refunded seat').toBeTruthy();
  const totals = page.getByRole('definition').first();
  await expect(totals).toHaveText(formatDollars(earnings.totals.net));
  const bars = page.getByRole('list', { name: 'Net earnings and seats filled by month' });
  await expect(bars.getByRole('listitem')).toHaveCount(earnings.months.length);
  // the page read its dinners between the two API reads: a dinner may gain its first booking
  await expect(perDinner.getByRole('row').nth(before.dinners.length)).toBeVisible();
  const shown = (await perDinner.getByRole('row').count()) - 1;
  expect(shown).toBeGreaterThanOrEqual(before.dinners.length);
  expect(shown).toBeLessThanOrEqual(earnings.dinners.length);
  await expect(
    perDinner.getByRole('row', { name: new RegExp(refunded!.title) }).getByText('Paid ·'),
  ).toBeVisible();
  await axe.expectNoViolations();

  await page.getByRole('button', { name: 'Show as table' }).click();
  const months = page.getByRole('table', { name: 'Net earnings and seats filled by month' });
  await expect(months.getByRole('row')).toHaveCount(earnings.months.length + 1);
  const lastMonth = earnings.months.at(-1)!;
  await expect(months.getByRole('row').last()).toContainText(formatDollars(lastMonth.net));
  await axe.expectNoViolations();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('storytable-earnings.csv');
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const rows = csv.trimEnd().split('\r\n');
  expect(rows[0]).toBe(EARNINGS_CSV_HEADER.map((h) => `"${h}"`).join(','));
  // other journeys book hannah's dinners meanwhile: a dinner may gain its first booking
  const after = (await (await page.request.get('/api/host/earnings')).json()) as HostEarnings;
  expect(rows.length - 1).toBeGreaterThanOrEqual(earnings.dinners.length);
  expect(rows.length - 1).toBeLessThanOrEqual(after.dinners.length);
  expect(csv).toContain(`"${(refunded!.refunds / 100).toFixed(2)}"`);
});

test('on a phone the earnings fit, the table scrolls in its box, and keys reach the toggle', async ({
  page,
  api,
  axe,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await api.login(page, DEMO_USERS.host);
  await page.goto('/host/earnings');
  // the chart shares the phone's width: axe finds no region that scrolls without a key
  await expect(page.getByRole('list', { name: /by month/ })).toBeVisible();
  await axe.expectNoViolations();
  const toggle = page.getByRole('button', { name: 'Show as table' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Show chart' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await axe.expectNoViolations();
});
