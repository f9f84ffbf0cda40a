import { readFile } from 'node:fs/promises';
import type { Event, GuestList } from '@storytable/domain';
import { DEMO_USERS, expect, skipWelcomeModal, test } from '../fixtures/index.ts';

// The host's guest list (issue 29, item 2): hannah opens the list of her seeded sold-out dinner
// from Your Events, sees its guests and waitlist, downloads the CSV and opens the print view.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
  // the print view opens the browser's print dialog: count the calls instead
  await page.addInitScript(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => {
      w.printed += 1;
    };
  });
});

test('a host opens the guest list of a full dinner, downloads the CSV and prints it', async ({
  page,
  api,
  axe,
}) => {
  test.slow(); // two pages, a download and two axe runs: about a minute on a loaded machine
  await api.login(page, DEMO_USERS.host);
  const mine = (await (await page.request.get('/api/host/events?showAll=true')).json()) as Event[];
  const full = mine.find(
    (e) => e.status && e.availableSpots === 0 && Date.parse(e.dateTime) > Date.now(),
  );
  expect(full, 'the demo seeds hannah a sold-out dinner').toBeTruthy();
  const list = (await (
    await page.request.get(`/api/events/${full!.id}/guests`)
  ).json()) as GuestList;
  expect(list.guests.length).toBeGreaterThan(2);
  expect(list.waitlist.length).toBeGreaterThan(0);
  const [first] = list.guests;

  // the light home page first, then the profile through the navigation bar, as a host would
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await page.getByRole('tab', { name: 'Your Events' }).click();
  await page.getByRole('link', { name: `Guest list of ${full!.title}` }).click();
  await expect(page).toHaveURL(`/event/${full!.id}/guests`);
  await expect(page.getByRole('heading', { level: 1, name: 'Guest list' })).toBeVisible();
  const guests = page.getByRole('list', { name: 'Confirmed guests' });
  await expect(guests.getByRole('listitem')).toHaveCount(list.guests.length);
  await expect(guests.getByText(first!.name, { exact: true })).toBeVisible();
  await expect(
    page.getByText(`${list.confirmedSeats} of ${list.capacity} seats reserved`),
  ).toBeVisible();
  const line = page.getByRole('list', { name: 'Waitlist' });
  await expect(line.getByText('#1 in line')).toBeVisible();
  // no guest's email address on the page: the one address is the restaurant's, in the brief's
  // line (decision 058; the footer's own contact address aside)
  await expect(page.getByRole('main').getByText(/@/)).toHaveText([
    /^The restaurant brief goes to you and bookings@restaurant\.example\.com on /,
  ]);
  await axe.expectNoViolations();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^guests-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const rows = csv.trimEnd().split('\r\n');
  expect(rows[0]).toBe('"Name","Seats","Booked at","Reservation","Dietary needs","Answer"');
  // a row per seat: each booker, then their party's companions (decision 063)
  const seatRows = list.guests.reduce((n, g) => n + 1 + g.companions.length, 0);
  expect(rows).toHaveLength(seatRows + 1);
  expect(rows[1]).toContain(`"${first!.name}","${first!.seats}",`);
  expect(csv).not.toContain('@');

  await page.getByRole('link', { name: 'Print' }).click();
  await expect(page).toHaveURL(`/event/${full!.id}/guests/print`);
  const table = page.getByRole('table', { name: 'Guests' });
  await expect(table.getByRole('row')).toHaveCount(list.guests.length + 1);
  await expect(table.getByRole('cell', { name: first!.name, exact: true })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
    .toBe(1);
  await axe.expectNoViolations();
  // printed, the page is the list alone: no navigation bar, footer or buttons
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(table).toBeVisible();
});

test('on a phone the guest list fits and is reached from the dinner’s page by keyboard', async ({
  page,
  api,
  axe,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await api.login(page, DEMO_USERS.host);
  const mine = (await (await page.request.get('/api/host/events?showAll=true')).json()) as Event[];
  const full = mine.find(
    (e) => e.status && e.availableSpots === 0 && Date.parse(e.dateTime) > Date.now(),
  );
  await page.goto(`/event/${full!.id}`);
  const link = page.getByRole('link', { name: `Guest list of ${full!.title}` });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/event/${full!.id}/guests`);
  await expect(page.getByRole('list', { name: 'Confirmed guests' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await axe.expectNoViolations();
});
