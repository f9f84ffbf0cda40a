import { request as newRequest } from '@playwright/test';
import { ATTENDANCE_MESSAGES, morningAfter, REVIEW_MESSAGES } from '@storytable/domain';
import {
  type Credentials,
  createUser,
  csrfToken,
  DEMO_USERS,
  expect,
  hostApi,
  logout,
  post,
  skipWelcomeModal,
  test,
  toast,
} from '../fixtures/index.ts';
import type { Mailbox } from '../fixtures/mail.ts';
import { dinnerLaterToday } from '../support/table-steps.ts';
import { runThankYous, setJourneyTime } from '../support/test-clock.ts';

// Issue 31's Done-when journey (decisions 061, 065, 066, 069): on a 390 px phone the host checks
// in two guests by tap and one by typed code, steps through three prompts with the round timer,
// marks the fourth a no-show after the dinner; the next morning, on the controlled clock, a
// guest who came is thanked and reviews, and the no-show is told why they cannot.

const MINUTE = 60_000;
const PROMPTS = [
  'Which letter did you never send, and to whom?',
  'What did a stranger once tell you that you still remember?',
  'Which place taught you the most about where you come from?',
  'What would you ask your grandparents now?',
];

/** A new guest, verified, with a confirmed seat at the dinner (in a request context of its own). */
async function seatedGuest(baseURL: string, mail: Mailbox, eventId: number, name: string) {
  const creds = await createUser(baseURL, { name });
  const guest = await newRequest.newContext({ baseURL });
  try {
    const link = (await mail.latest(creds.email, { subject: /Verify your email/ })).link(
      '/api/verify-email',
    );
    expect((await guest.get(link, { maxRedirects: 0 })).status()).toBe(302);
    await post(guest, '/api/login', { username: creds.username, password: creds.password });
    const made = (await post(guest, '/api/reservations', { eventId })) as {
      reservation: { id: number };
    };
    return { ...creds, reservationId: made.reservation.id };
  } finally {
    await guest.dispose();
  }
}

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
  await page.setViewportSize({ width: 390, height: 844 });
});

test('the evening on a phone: check-in, prompts, a no-show, and the morning after', async ({
  page,
  context,
  api,
  mail,
  axe,
  baseURL,
}) => {
  test.slow(); // four guests signed up and verified, four sign-ins
  const host = await hostApi(baseURL!);
  try {
    const title = `Ze${Date.now().toString(36)} Evening on a phone`;
    const dinner = await dinnerLaterToday(host, title);
    const saved = await host.put(`/api/events/${dinner.id}/prompts`, {
      data: { prompts: PROMPTS, roundMinutes: 1 },
      headers: { 'X-CSRF-Token': await csrfToken(host) },
    });
    expect(saved.ok()).toBe(true);
    const stamp = Date.now().toString(36);
    const [ana, ben, cleo, dev] = (await Promise.all(
      ['Ana', 'Ben', 'Cleo', 'Dev'].map((n) =>
        seatedGuest(baseURL!, mail, dinner.id, `${n} ${stamp}`),
      ),
    )) as [Seated, Seated, Seated, Seated];

    const start = new Date(dinner.dateTime);
    await page.clock.install({ time: new Date(start.getTime() + 30 * MINUTE) });
    await setJourneyTime(page, context, new Date(start.getTime() + 30 * MINUTE));

    // Cleo finds her ticket's short code on her reservation's page
    await api.login(page, cleo);
    await page.goto(`/reservations/${cleo.reservationId}`);
    const code = page.getByRole('region', { name: 'Your ticket' }).getByTestId('ticket-code');
    await expect(code).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await expect(
      page
        .getByRole('region', { name: 'Your ticket' })
        .getByRole('img', { name: 'Your ticket’s QR code' }),
    ).toBeVisible();
    const ticketCode = (await code.textContent()) ?? '';
    await logout(page);

    // the host opens table mode from the guest list: two taps and one typed code
    await api.login(page, DEMO_USERS.host);
    await page.goto(`/event/${dinner.id}/guests`);
    await page.getByRole('link', { name: 'Open table mode' }).click();
    await expect(page).toHaveURL(`/event/${dinner.id}/table`);
    const count = page.getByTestId('check-in-count');
    await expect(count).toHaveText('0 of 4 checked in');
    for (const guest of [ana, ben]) {
      const toggle = page.getByRole('button', { name: new RegExp(guest.name) });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    }
    await page.getByLabel('Ticket code').fill(ticketCode.toLowerCase());
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(page.getByText(`Checked in: ${cleo.name}`)).toBeVisible();
    await expect(count).toHaveText('3 of 4 checked in');
    await expect(page.getByText(/waiting to send/)).toHaveCount(0);

    // three prompts, the one-minute round timer driven by the page's clock
    const prompts = page.getByRole('region', { name: 'Prompts' });
    const position = prompts.getByTestId('prompt-position');
    const timeLeft = prompts.getByTestId('round-time-left');
    await expect(position).toHaveText('Prompt 1 of 4');
    await expect(prompts.getByText(PROMPTS[0]!)).toBeVisible();
    await expect(timeLeft).toHaveText('1:00');
    await prompts.getByRole('button', { name: 'Start timer' }).click();
    await page.clock.fastForward(20_000);
    await expect(timeLeft).toHaveText('0:40');
    await prompts.getByRole('button', { name: 'Next prompt' }).click();
    await expect(position).toHaveText('Prompt 2 of 4');
    await expect(prompts.getByText(PROMPTS[1]!)).toBeVisible();
    await page.clock.fastForward(40_000);
    await expect(timeLeft).toHaveText('0:00');
    await expect(prompts.getByText('Time is up for this round.')).toBeVisible();
    await prompts.getByRole('button', { name: 'Reset timer' }).click();
    await expect(timeLeft).toHaveText('1:00');
    await prompts.getByRole('button', { name: 'Next prompt' }).click();
    await expect(position).toHaveText('Prompt 3 of 4');
    await expect(prompts.getByText(PROMPTS[2]!)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await axe.expectNoViolations();

    // after the dinner: Dev never came
    await setJourneyTime(page, context, new Date(start.getTime() + 150 * MINUTE));
    await page.reload();
    // the server kept the three check-ins
    await expect(count).toHaveText('3 of 4 checked in');
    const marks = page.getByRole('region', { name: 'Who did not come' });
    const absent = marks.getByRole('button', { name: new RegExp(dev.name) });
    await expect(absent).toHaveAttribute('aria-pressed', 'false');
    await expect(marks.getByRole('button')).toHaveCount(1);
    await absent.click();
    await expect(absent).toHaveAttribute('aria-pressed', 'true');
    await expect(absent).toContainText('Marked as not come');
    await axe.expectNoViolations();
    await logout(page);

    // the next morning: the real thank-you sweep, for this dinner, at 9:05 in its zone
    const morning = new Date(morningAfter(dinner.dateTime, dinner.timeZone).getTime() + 5 * MINUTE);
    expect(await runThankYous(host, dinner.id, morning)).toBe(3);
    const subject = `Thank you for coming: ${title}`;
    const thanks = await mail.latest(ana.email, { subject });
    expect(thanks.text).toContain('Hannah');
    const reviewLink = new URL(thanks.link('#write-review'));
    expect((await mail.all(dev.email)).filter((m) => m.subject === subject)).toHaveLength(0);
    await setJourneyTime(page, context, morning);

    await api.login(page, ana);
    await page.goto(`${reviewLink.pathname}${reviewLink.hash}`);
    const form = page.getByRole('region', { name: 'Write a Review' });
    await form
      .getByRole('group', { name: 'Rating' })
      .getByRole('radio', { name: '5 stars' })
      .check();
    await form
      .getByRole('textbox', { name: 'Your review' })
      .fill('Four questions, one long night.');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toast(page, 'Review submitted')).toContainText(REVIEW_MESSAGES.CREATED);
    await logout(page);

    await api.login(page, dev);
    await page.goto(reviewLink.pathname);
    const refused = page.getByRole('region', { name: 'Write a Review' });
    await expect(refused).toContainText(ATTENDANCE_MESSAGES.NO_SHOW_REVIEW);
    await expect(refused.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
    await axe.expectNoViolations();
  } finally {
    await host.dispose();
  }
});

type Seated = Credentials & { reservationId: number };
