import type { Page } from '@playwright/test';
import {
  HOST_APPLICATION_MESSAGES,
  HOST_APPLICATION_SUBMITTED,
  type Reservation,
} from '@storytable/domain';
import {
  DEMO_USERS,
  expect,
  HOST_APPLICATION_ANSWERS,
  skipWelcomeModal,
  submitSignUp,
  test,
  toast,
  uniqueTitle,
  verifiedGuest,
} from '../fixtures/index.ts';
import { eventIdByTitle, publishPaidDinner } from '../support/event-steps.ts';
import { fillCard, openPayment } from '../support/reservation-steps.ts';

// The supply side with no CLI: a newcomer signs up, verifies the address, applies, passes the
// identity check in the simulated provider's popup, is approved and verified by an admin, sets
// up payouts, publishes a paid dinner, and a guest pays for it with the test card.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

/** The application step: the spec's messages for empty answers, then a valid application. */
async function apply(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Become a Host' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  for (const message of [
    HOST_APPLICATION_MESSAGES.experienceShort,
    HOST_APPLICATION_MESSAGES.expertiseShort,
    HOST_APPLICATION_MESSAGES.eventsHostedShort,
    HOST_APPLICATION_MESSAGES.interestsShort,
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await dialog.getByLabel('Your hosting experience').fill(HOST_APPLICATION_ANSWERS.experience);
  await dialog
    .getByLabel('What are you knowledgeable about?')
    .fill(HOST_APPLICATION_ANSWERS.expertiseArea);
  await dialog
    .getByLabel('How many events have you hosted?')
    .fill(HOST_APPLICATION_ANSWERS.eventsHosted);
  await dialog.getByLabel('Your culinary interests').fill(HOST_APPLICATION_ANSWERS.interests);
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  const identity = page.getByRole('dialog', { name: 'Verify your identity' });
  await expect(identity.getByText(HOST_APPLICATION_SUBMITTED)).toBeVisible();
  return identity;
}

/** The review dialog of `name` in the open tab of the admin dashboard. */
async function openReview(page: Page, name: string) {
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: `Review ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Review ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a newcomer becomes a verified host and a guest pays for their first dinner', async ({
  page,
  api,
  mail,
  axe,
}) => {
  // sign-up, two emails, a popup, an admin, payouts, a dinner and a payment
  test.slow();
  const username = `newhost_${Date.now().toString(36)}`;
  const name = `Nora ${username}`;
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Sign up' })
    .click();
  const signUp = await submitSignUp(page, { name, username });
  await expect(signUp).toBeHidden();
  const link = (
    await mail.latest(`${username}@example.com`, { subject: /Verify your email/ })
  ).link('/api/verify-email');
  await page.goto(link);
  await expect(page).toHaveURL(/\/profile/);

  // 'Share your story' takes a signed-in guest to the application, not to sign-up
  await page.goto('/');
  await page.getByRole('link', { name: 'Share your story' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const identity = await apply(page);
  await axe.expectNoViolations({ include: ['[role="dialog"]'] });

  // the simulated provider's page opens in an 800 by 800 popup and tells the profile when done
  const popupOpened = page.waitForEvent('popup');
  await identity.getByRole('button', { name: 'Start verification' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([800, 800]);
  await expect(identity.getByText('Waiting for your verification...')).toBeVisible();
  // the profile closes the popup as soon as it hears from it: listen before the click
  const popupClosed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Verify', exact: true }).click();
  await popupClosed;
  // the page reloads a second later and shows the review that follows
  await expect(page.getByText('Pending Admin Review')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Become a Host' })).toBeDisabled();
  await expect(page.getByText('Your application is waiting for an admin review.')).toBeVisible();

  // an admin approves the application and the identity check in the dashboard
  await api.logout(page);
  await api.login(page, DEMO_USERS.admin);
  await page.goto('/admin?tab=applications');
  const review = await openReview(page, name);
  await review.getByRole('button', { name: 'Approve application' }).click();
  await expect(toast(page, 'Host application updated')).toContainText('Host application approved');
  await review.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: 'Pending Verifications' }).click();
  const verification = await openReview(page, name);
  await verification.getByRole('button', { name: 'Verify host' }).click();
  await expect(toast(page, 'Host application updated')).toContainText('Host verified');
  await api.logout(page);
  await api.login(page, { username, password: 'Tablefor8!' });

  // the new host connects payouts through the hosted onboarding
  await page.goto('/profile');
  await expect(page.getByText('Verified Host').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Become a Host' })).toHaveCount(0);
  await page.goto('/settings?tab=host');
  await page.getByRole('button', { name: 'Setup Stripe Account' }).click();
  await expect(page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete setup' }).click();
  await expect(toast(page, 'Payout setup complete')).toBeVisible();

  // and publishes a paid dinner
  const title = uniqueTitle('First table');
  await page.goto('/create');
  await publishPaidDinner(page, { title, restaurant: 'The Newcomer Kitchen', dollars: 35 });
  const eventId = await eventIdByTitle(page, title);
  await api.logout(page);

  // a guest pays for a seat with the test card
  await verifiedGuest(page, api, mail);
  await page.goto(`/event/${eventId}`);
  const payment = await openPayment(page);
  await fillCard(payment, '4242 4242 4242 4242');
  await payment.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(toast(page, 'Success')).toContainText('Your reservation has been confirmed!');
  const mine = (await (await page.request.get('/api/reservations')).json()) as Reservation[];
  expect(mine).toEqual([expect.objectContaining({ eventId, status: true })]);
});
