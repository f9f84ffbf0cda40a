import type { Page } from '@playwright/test';
import { ATTENDANCE_MESSAGES, type Event, REVIEW_MESSAGES } from '@storytable/domain';
import {
  DEMO_USERS,
  expect,
  login,
  logout,
  post,
  skipWelcomeModal,
  test,
  toast,
} from '../fixtures/index.ts';
import type { Mailbox } from '../fixtures/mail.ts';

// Issue 31, items 4 and 5 (decision 065): after the dinner, the host marks a guest who did not
// come from table mode on a phone; the guest list keeps the guests' private notes for the host.
// The morning after, a guest who came has the host's thank-you and reviews; the no-show cannot.

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

const LAST_NIGHT = 'Last Night: Letters We Never Sent';
const THANKS = `Thank you for coming: ${LAST_NIGHT}`;
const NEW_PASSWORD = 'Morning-after-9!';

/** Signs a demo guest in through a password reset (their seeded password is random). */
async function signInAs(page: Page, mail: Mailbox, username: string) {
  const email = `${username}@demo.storytable.test`;
  const since = Date.now();
  await post(page.request, '/api/auth/reset-request', { email });
  const link = new URL(
    (await mail.latest(email, { since, subject: /password/i })).link('/reset-password'),
  );
  const token = link.searchParams.get('token');
  await post(page.request, '/api/auth/reset-password', {
    token,
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
  });
  await login(page, { username, password: NEW_PASSWORD });
}

test('the morning after: a guest who came is thanked and reviews; the no-show cannot', async ({
  page,
  mail,
  axe,
}) => {
  test.slow(); // the thank-you sweep first runs about half a minute after the app starts
  // the demo's dinner last night: Ethan and Isabella came, Lucas was marked as not come
  const thanks = await mail.latest('ethan_brooks@demo.storytable.test', {
    subject: THANKS,
    timeout: 90_000,
  });
  expect(thanks.text).toContain('Hannah');
  const reviewLink = new URL(thanks.link('#write-review'));
  const lucas = await mail.all('lucas_fernandez@demo.storytable.test');
  expect(lucas.filter((m) => m.subject === THANKS)).toHaveLength(0);

  await signInAs(page, mail, 'ethan_brooks');
  await page.goto(`${reviewLink.pathname}${reviewLink.hash}`);
  const form = page.getByRole('region', { name: 'Write a Review' });
  await expect(form.getByRole('button', { name: 'Submit Review' })).toBeVisible();
  await form.getByRole('group', { name: 'Rating' }).getByRole('radio', { name: '5 stars' }).check();
  await form.getByRole('textbox', { name: 'Your review' }).fill('We wrote the letters at last.');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(page, 'Review submitted')).toContainText(REVIEW_MESSAGES.CREATED);
  // and a private note only the host reads
  const note = page.getByRole('region', { name: /A private note to/ });
  await note.getByRole('textbox', { name: 'Your note' }).fill('Thank you for a kind table.');
  await note.getByRole('button', { name: 'Send to the host' }).click();
  await expect(note.getByRole('status')).toHaveText(ATTENDANCE_MESSAGES.NOTE_SENT);
  await axe.expectNoViolations();
  await logout(page);

  await signInAs(page, mail, 'lucas_fernandez');
  await page.goto(reviewLink.pathname);
  const refused = page.getByRole('region', { name: 'Write a Review' });
  await expect(refused).toContainText(ATTENDANCE_MESSAGES.NO_SHOW_REVIEW);
  await expect(refused.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /A private note to/ })).toHaveCount(0);
  await axe.expectNoViolations();
});
