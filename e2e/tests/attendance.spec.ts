import type { Event } from '@storytable/domain';
import { DEMO_USERS, expect, skipWelcomeModal, test } from '../fixtures/index.ts';

// Issue 31, items 4 and 5 (decision 065): after the dinner, the host marks a guest who did not
// come from table mode on a phone; the guest list keeps the guests' private notes for the host.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
  await page.setViewportSize({ width: 390, height: 844 });
});

test('the host marks a no-show in table mode after the dinner', async ({ page, api, axe }) => {
  await api.login(page, DEMO_USERS.host);
  const mine = (await (await page.request.get('/api/host/events?showAll=true')).json()) as Event[];
  // the demo seed's dinner that ended earlier today: no one checked in yet
  const dinner = mine.find((e) => e.title === 'Earlier Today: Letters We Never Sent');
  if (!dinner) throw new Error('the demo seed has no dinner from earlier today');

  await page.goto(`/event/${dinner.id}/table`);
  const marks = page.getByRole('region', { name: 'Who did not come' });
  await expect(marks).toBeVisible();
  await expect(marks).toContainText('Everyone counts as having come unless you mark them here.');
  const first = marks.getByRole('button').first();
  const name = ((await first.textContent()) ?? '').replace(/Mark(ed)? as not come$/, '');
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  // by keyboard, as a screen-reader user would
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(first).toContainText('Marked as not come');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await axe.expectNoViolations();

  // the server has it: table mode opened again shows the mark
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Who did not come' })
      .getByRole('button', { name: new RegExp(name) }),
  ).toHaveAttribute('aria-pressed', 'true');

  // the guest list keeps the notes guests leave the host
  await page.goto(`/event/${dinner.id}/guests`);
  await expect(page.getByRole('region', { name: 'Notes from your guests' })).toContainText(
    'No notes yet',
  );
  await axe.expectNoViolations();
});
