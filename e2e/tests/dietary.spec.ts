import { BOOKING_QUESTION_MESSAGES } from '@storytable/domain';
import { DEMO_USERS, expect, skipWelcomeModal, test, toast } from '../fixtures/index.ts';
import { guestAtNewDinner, openReservation, QUESTIONS } from '../support/reservation-steps.ts';

// Questions at booking (issue 28 item 2, decision 060): a guest books with vegetarian and a nut
// allergy and answers the host's question; the host's guest list shows them and the totals.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

const QUESTION = 'What story would you bring?';
const ANSWER = 'The night the ferry broke down off Crete.';

test('a guest answers the booking questions and the host sees them on the guest list', async ({
  page,
  api,
  mail,
  axe,
  baseURL,
}) => {
  test.slow(); // two accounts, two pages and two axe runs on a loaded machine
  const title = `Zq${Date.now().toString(36)} Stories over Supper`;
  const { event } = await guestAtNewDinner(
    { page, api, mail, baseURL },
    { title, hoursAhead: 24 * 10, price: 0, question: QUESTION, questionRequired: true },
  );
  const reservation = page.getByRole('complementary', { name: 'Reservation' });
  const guidelines = await openReservation(page, reservation);
  await guidelines.getByRole('button', { name: 'Accept' }).click();

  const questions = page.getByRole('dialog', { name: QUESTIONS });
  const needs = questions.getByRole('group', { name: 'Dietary needs' });
  await expect(needs.getByRole('checkbox')).toHaveCount(9);
  await axe.expectNoViolations({ include: ['[role="dialog"]'] });
  await needs.getByRole('checkbox', { name: 'Vegetarian' }).click();
  await needs.getByRole('checkbox', { name: 'Nut allergy' }).click();
  await questions.getByLabel(/Anything else the kitchen should know/).fill('No peanuts at all.');
  // the host requires an answer: Continue says so on the field, and focus goes there
  await questions.getByRole('button', { name: 'Continue' }).click();
  const answer = questions.getByLabel(QUESTION);
  await expect(answer).toHaveAttribute('aria-invalid', 'true');
  await expect(questions.getByText(BOOKING_QUESTION_MESSAGES.ANSWER_REQUIRED)).toBeVisible();
  await expect(answer).toBeFocused();
  await answer.fill(ANSWER);
  await questions.getByRole('button', { name: 'Continue' }).click();
  await expect(questions).toBeHidden();
  const confirm = page.getByRole('dialog', { name: 'Confirm Reservation' });
  await confirm.getByRole('button', { name: 'Confirm Reservation' }).click();
  await expect(toast(page, 'Success')).toBeVisible();

  // the host's guest list: the guest's needs and answer, and the totals (the guest's profile
  // closed first: its reads would answer 401 to the cleared session)
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('about:blank');
  await page.context().clearCookies();
  await api.login(page, DEMO_USERS.host);
  await page.goto(`/event/${event.id}/guests`);
  const totals = page.getByRole('list', { name: 'Dietary totals' });
  await expect(totals.getByRole('listitem')).toHaveText(['Vegetarian: 1', 'Nut allergy: 1']);
  const guests = page.getByRole('list', { name: 'Confirmed guests' });
  await expect(guests.getByText('Vegetarian, Nut allergy (No peanuts at all.)')).toBeVisible();
  await expect(guests.getByText(QUESTION)).toBeVisible();
  await expect(guests.getByText(ANSWER)).toBeVisible();
  await axe.expectNoViolations();
});
