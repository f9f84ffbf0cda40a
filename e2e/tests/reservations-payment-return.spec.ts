import type { Event } from '@storytable/domain';
import { csrfToken, expect, skipWelcomeModal, test, verifiedGuest } from '../fixtures/index.ts';

// /payment-success: what the card provider's return address leads to.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

for (const [what, query] of [
  ['nothing', ''],
  ['no payment intent', '?eventId=1&redirect_status=succeeded'],
  ['no event', '?payment_intent=pi_123&redirect_status=succeeded'],
  ['a failed payment', '?eventId=1&payment_intent=pi_123&redirect_status=failed'],
  ['a malformed event id', '?eventId=abc&payment_intent=pi_123&redirect_status=succeeded'],
] as const) {
  test(`a return with ${what} is invalid payment information`, async ({ page }) => {
    let reserved = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/reservations')) reserved = true;
    });
    await page.goto(`/payment-success${query}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Error' })).toBeVisible();
    await expect(page.getByText('Invalid payment information')).toBeVisible();
    expect(reserved).toBe(false);
  });
}

test('Return to Home goes home, and the page passes axe', async ({ page, axe }) => {
  await page.goto('/payment-success');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Error' })).toBeVisible();
  await axe.expectNoViolations();
  await page.setViewportSize({ width: 375, height: 812 });
  await axe.expectNoViolations();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a payment the server refuses shows the server's message", async ({
  page,
  api,
  mail,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400/);
  // only a verified guest may reserve: the refusal must be about the payment, not the account
  await verifiedGuest(page, api, mail);
  // a free dinner never takes a payment: the server refuses this one
  const listing = (await (await page.request.get('/api/events?search=true')).json()) as {
    events: Event[];
  };
  const free = listing.events.find((e) => e.price === 0);
  test.skip(!free, 'no free event listed');
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/reservations')) posts += 1;
  });
  await page.goto(
    `/payment-success?eventId=${free!.id}&payment_intent=pi_notreal123&redirect_status=succeeded`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Error' })).toBeVisible();
  await expect(page.getByText('This payment does not match this reservation.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  expect(posts).toBe(1);
  // nothing was reserved
  const mine = await page.request.get('/api/reservations', {
    headers: { 'X-CSRF-Token': await csrfToken(page.request) },
  });
  expect(await mine.json()).toEqual([]);
});
