import { readFileSync } from 'node:fs';
import {
  expect,
  hostEvent,
  skipWelcomeModal,
  test,
  toast,
  verifiedGuest,
} from '../fixtures/index.ts';
import { reserveFree } from '../support/reservation-steps.ts';

// Issue 26: a guest books, opens the reservation's page from the toast, adds the dinner to a
// calendar and follows the map link; the dinner's link previews without JavaScript.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

const STREET = '1801 L St';

test('a guest books, opens the reservation from the toast, adds it to a calendar and finds it on a map', async ({
  page,
  context,
  api,
  mail,
  axe,
  baseURL,
}) => {
  test.slow();
  const title = `Zq${Date.now().toString(36)} Letters from Midtown`;
  const dinner = await hostEvent(baseURL!, {
    title,
    hoursAhead: 24 * 12,
    price: 0,
    restaurantName: 'Midtown Ember',
    streetAddress: STREET,
    neighborhood: 'Midtown',
  });

  // what a chat app sees: the dinner's own title, description and picture, no script run
  const html = await (await page.request.get(`/event/${dinner.id}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${title} | Storytable" />`);
  expect(html).toMatch(/<meta property="og:image" content="[^"]+\/share-card\.png\?v=\w+" \/>/);
  expect(html).toContain('"@type":"Event"');
  expect(html).not.toContain(STREET);

  // a visitor's dinner page starts from the dinner sent with it: no second read of it
  const reads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/events/${dinner.id}`) reads.push(r.url());
  });
  await page.goto(`/event/${dinner.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Midtown, Sacramento, CA')).toBeVisible();
  await expect(page.getByText(STREET)).toHaveCount(0);
  expect(reads).toEqual([]);

  await verifiedGuest(page, api, mail);
  await page.goto(`/event/${dinner.id}`);
  await reserveFree(page, page.getByRole('complementary', { name: 'Reservation' }));
  // the spec's navigation stays: the detail page goes to the profile; the toast links onward
  const success = toast(page, 'Success');
  await expect(success).toContainText('Your reservation has been confirmed!');
  await expect(page).toHaveURL(/\/profile$/);
  await success.getByRole('link', { name: 'View reservation' }).click();
  await expect(page).toHaveURL(/\/reservations\/\d+$/);
  const reservationId = Number(page.url().split('/').pop());

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  const when = page.getByRole('region', { name: 'When' });
  await expect(when).toContainText(/\d{1,2}:\d{2} (AM|PM) P[SD]T/);
  const where = page.getByRole('region', { name: 'Where' });
  await expect(where).toContainText(STREET);
  await expect(where).toContainText('Midtown, Sacramento, CA');
  await expect(page.getByRole('region', { name: 'What happens next' })).toContainText(
    'Cancel from your profile',
  );
  await axe.expectNoViolations();

  // add to calendar: the .ics file in the dinner's zone, and the web calendars' links
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download .ics file' }).click();
  const ics = readFileSync(await (await download).path(), 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`UID:reservation-${reservationId}@`);
  expect(ics).toMatch(/DTSTART;TZID=America\/Los_Angeles:\d{8}T\d{6}/);
  expect(ics).toContain('BEGIN:VTIMEZONE');
  const google = page.getByRole('link', { name: /Add to Google Calendar/ });
  await expect(google).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=/,
  );
  await expect(page.getByRole('link', { name: /Add to Outlook\.com/ })).toHaveAttribute(
    'href',
    /^https:\/\/outlook\.live\.com\//,
  );
  await expect(page.getByRole('link', { name: /Add to Yahoo Calendar/ })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.yahoo\.com\//,
  );

  // the map link opens the address in a map (answered here: nothing leaves the machine)
  await context.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Map</title><p>A map</p>' }),
  );
  const popup = context.waitForEvent('page');
  await where.getByRole('link', { name: /Open in map/ }).click();
  const map = await popup;
  await map.waitForLoadState();
  expect(map.url()).toBe(
    `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${STREET}, Sacramento, CA`)}`,
  );
  await map.close();

  // the same page on a phone
  await page.setViewportSize({ width: 390, height: 844 });
  await axe.expectNoViolations();

  // the profile's upcoming reservation opens it too
  await page.goto('/profile');
  await page.getByRole('link', { name: `View reservation for ${title}` }).click();
  await expect(page).toHaveURL(`/reservations/${reservationId}`);
});

test('someone else’s reservation reads as not found, and the feed is the owner’s to make', async ({
  page,
  api,
  mail,
  axe,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404/);
  await verifiedGuest(page, api, mail);
  await page.goto('/reservations/2000000000');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reservation not found' }),
  ).toBeVisible();

  await page.goto('/settings?tab=privacy');
  const feed = page.getByRole('region', { name: 'Calendar feed' });
  await feed.getByRole('button', { name: 'Create my calendar feed' }).click();
  const address = feed.getByLabel('Your calendar feed address');
  await expect(address).toHaveValue(/\/api\/calendar\/users\/[\w-]{43}\.ics$/);
  const first = await address.inputValue();
  expect((await page.request.get(first)).status()).toBe(200);
  await axe.expectNoViolations();
  await feed.getByRole('button', { name: 'Reset address' }).click();
  await expect(address).not.toHaveValue(first);
  expect((await page.request.get(first)).status()).toBe(404);
});
