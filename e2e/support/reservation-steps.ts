import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Mailbox } from '../fixtures/mail.ts';
import { type Credentials, type EventOptions, hostEvent, verifiedGuest } from './api.ts';

// Steps of the reserve flow shared by the reservations journeys.

/**
 * Reserve, then the attendee guidelines: 'Accept' stays disabled until the box is ticked.
 * `scope` is where the reserve button is (the page or an event dialog); `button` its name.
 */
export async function openReservation(
  page: Page,
  scope: Page | Locator = page,
  button: RegExp = /^Reserve Spot - /,
) {
  await scope.getByRole('button', { name: button }).click();
  const guidelines = page.getByRole('dialog', { name: 'Community Guidelines' });
  await expect(guidelines).toBeVisible();
  await expect(guidelines.getByRole('button', { name: 'Accept' })).toBeDisabled();
  await guidelines.getByRole('checkbox', { name: 'I agree to the community guidelines' }).click();
  return guidelines;
}

/** Reserves a free dinner: Reserve in `scope`, the guidelines accepted, the reservation confirmed. */
export async function reserveFree(page: Page, scope: Page | Locator) {
  const guidelines = await openReservation(page, scope);
  await guidelines.getByRole('button', { name: 'Accept' }).click();
  await answerQuestions(page);
  await page
    .getByRole('dialog', { name: 'Confirm Reservation' })
    .getByRole('button', { name: 'Confirm Reservation' })
    .click();
}

/** The guidelines just opened, by keyboard: the box has focus, Space ticks it, Tab Tab Enter accepts. */
export async function acceptGuidelinesByKeyboard(page: Page) {
  const guidelines = page.getByRole('dialog', { name: 'Community Guidelines' });
  await expect(
    guidelines.getByRole('checkbox', { name: 'I agree to the community guidelines' }),
  ).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(guidelines.getByRole('button', { name: 'Accept' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(guidelines).toBeHidden();
  // the booking questions (decisions 060, 063): focus starts on how many seats when the dinner
  // takes parties, else on the first need; Tab on to Continue
  const questions = page.getByRole('dialog', { name: QUESTIONS });
  await expect(questions).toBeVisible();
  const seats = questions.getByRole('combobox', { name: 'How many seats?' });
  const first = (await seats.count())
    ? seats
    : questions.getByRole('checkbox', { name: 'Vegetarian' });
  await expect(first).toBeFocused();
  const next = questions.getByRole('button', { name: 'Continue' });
  for (let i = 0; i < 20 && !(await next.evaluate((b) => b === document.activeElement)); i++) {
    // a demo dinner may require an answer to its host's question: type one on the way
    const onRequired = await page.evaluate(
      () => (document.activeElement as HTMLTextAreaElement | null)?.required === true,
    );
    if (onRequired) await page.keyboard.type(SOME_ANSWER);
    await page.keyboard.press('Tab');
  }
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(questions).toBeHidden();
}

export const QUESTIONS = 'A few questions before you book';
/** What a journey answers a demo dinner's required question with when the answer is not its point. */
const SOME_ANSWER = 'How my grandmother crossed the Sierra in 1952';

/** The booking questions (decision 060): the needs ticked, the note and answer typed, Continue. */
export async function answerQuestions(
  page: Page,
  { needs = [], note, answer }: { needs?: string[]; note?: string; answer?: string } = {},
) {
  const questions = page.getByRole('dialog', { name: QUESTIONS });
  await expect(questions).toBeVisible();
  for (const need of needs) await questions.getByRole('checkbox', { name: need }).click();
  if (note) await questions.getByLabel(/Anything else the kitchen should know/).fill(note);
  const required = questions.locator('textarea[required], input[required]');
  const text = answer ?? ((await required.count()) > 0 ? SOME_ANSWER : undefined);
  if (text) await questions.getByRole('textbox').last().fill(text);
  await questions.getByRole('button', { name: 'Continue' }).click();
  await expect(questions).toBeHidden();
}

/** The card dialog of a paid dinner, its card fields filled. */
export async function fillCard(dialog: Locator, cardNumber: string) {
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
}

/** From the event page to the card dialog of a paid dinner, its card fields showing. */
export async function openPayment(page: Page) {
  const guidelines = await openReservation(
    page,
    page.getByRole('complementary', { name: 'Reservation' }),
  );
  await guidelines.getByRole('button', { name: 'Accept' }).click();
  await answerQuestions(page);
  const dialog = page.getByRole('dialog', { name: 'Complete Your Reservation' });
  await expect(dialog.getByLabel('Card number')).toBeVisible();
  return dialog;
}

/** The demo host publishes a dinner; a new verified guest, signed in, opens its page. */
export async function guestAtNewDinner(
  {
    page,
    api,
    mail,
    baseURL,
  }: {
    page: Page;
    api: { createUser(): Promise<Credentials>; login(page: Page, c: Credentials): Promise<void> };
    mail: Mailbox;
    baseURL: string | undefined;
  },
  dinner: EventOptions,
) {
  const event = await hostEvent(baseURL!, dinner);
  const guest = await verifiedGuest(page, api, mail);
  await page.goto(`/event/${event.id}`);
  return { event, guest };
}
