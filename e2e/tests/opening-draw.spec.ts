import type { BrowserContext, Page } from '@playwright/test';
import {
  expect,
  hostEvent,
  skipWelcomeModal,
  storeCookieChoice,
  test,
  uniqueTitle,
  verifiedGuest,
} from '../fixtures/index.ts';
import { answerQuestions, openReservation } from '../support/reservation-steps.ts';
import { setJourneyTime } from '../support/test-clock.ts';

// The fair first minute (issue 30 item 2, decision 072): two guests ask for the one seat in the
// dinner's first minute, on the journeys' controlled clock (decision 069); at the minute's end
// the draw gives it to one, and the other is told their place on the waitlist.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

async function enterTheDraw(page: Page, context: BrowserContext, eventId: number, at: Date) {
  await page.clock.install({ time: at });
  await setJourneyTime(page, context, at);
  await page.goto(`/event/${eventId}`);
  const reservation = page.getByRole('complementary', { name: 'Reservation' });
  const guidelines = await openReservation(page, reservation);
  await guidelines.getByRole('button', { name: 'Accept' }).click();
  await answerQuestions(page);
  const dialog = page.getByRole('dialog', { name: 'Enter the draw' });
  await expect(dialog.getByText(/drawn in random order/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Enter the draw' }).click();
  await expect(dialog).toBeHidden();
  await expect(reservation.getByText("You're in the draw.")).toBeVisible();
  await expect(reservation.getByText(/everyone who asked in the first minute/)).toBeVisible();
  // asking again waits for the draw: the button says so and does nothing
  await expect(reservation.getByRole('button', { name: 'In the draw' })).toBeDisabled();
  return reservation;
}

test('two guests ask in the first minute: the draw seats one and lines up the other', async ({
  page,
  context,
  browser,
  api,
  mail,
  axe,
  baseURL,
}) => {
  test.slow(); // two accounts, two browsers and axe on a loaded machine
  const opensAt = new Date(Date.now() + 10 * 60_000);
  const event = await hostEvent(baseURL!, {
    title: uniqueTitle('First Minute Supper'),
    hoursAhead: 24 * 10,
    price: 0,
    capacity: 1,
    opensAt: opensAt.toISOString(),
  });
  const inTheMinute = new Date(opensAt.getTime() + 10_000);
  const drawn = new Date(opensAt.getTime() + 61_000);

  // the second guest on a phone, in a browser of their own
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  try {
    await storeCookieChoice(phone);
    const other = await phone.newPage();
    await skipWelcomeModal(other);
    await verifiedGuest(page, api, mail);
    await verifiedGuest(other, api, mail);
    const mine = await enterTheDraw(page, context, event.id, inTheMinute);
    const theirs = await enterTheDraw(other, phone, event.id, inTheMinute);
    await axe.expectNoViolations();

    // the minute is over: the next look at the outcome finds the draw run
    for (const [p, c] of [
      [page, context],
      [other, phone],
    ] as const) {
      await setJourneyTime(p, c, drawn);
      await p.clock.fastForward(4_000);
    }
    const won = (r: typeof mine) => r.getByText('You got seats!');
    const waiting = (r: typeof mine) => r.getByText('You are on the waitlist, number 1.');
    await expect(won(mine).or(waiting(mine))).toBeVisible();
    await expect(won(theirs).or(waiting(theirs))).toBeVisible();
    const iWon = await won(mine).isVisible();
    await expect(iWon ? waiting(theirs) : won(theirs)).toBeVisible();
    await expect((iWon ? mine : theirs).getByText(/until .* book them now/)).toBeVisible();
    await axe.expectNoViolations();
  } finally {
    await phone.close();
  }
});
