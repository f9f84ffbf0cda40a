import { REFUND_POLICY_TEXT, refundPolicyLine } from '@storytable/domain';
import {
  DEMO_USERS,
  expect,
  skipWelcomeModal,
  test,
  uniqueTitle,
  verifiedGuest,
} from '../fixtures/index.ts';
import { eventIdByTitle, fillDinnerForm, publishFilledForm } from '../support/event-steps.ts';
import { openPayment } from '../support/reservation-steps.ts';

// Decision 057: the host chooses the dinner's refund policy; guests read it before paying.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('a host publishes a Moderate dinner; its page and booking dialog say the policy', async ({
  page,
  api,
  mail,
  axe,
}) => {
  test.slow();
  const title = uniqueTitle('Moderate policy');
  await api.login(page, DEMO_USERS.host);
  await page.goto('/create');
  await fillDinnerForm(page, {
    title,
    description: 'A paid table whose host refunds in full until a week before.',
    restaurant: 'The Policy Kitchen',
    daysAhead: 12,
  });
  await page.getByLabel('Price per person (USD)').fill('45');
  const policy = page.getByRole('group', { name: 'Refund policy' });
  await expect(policy.getByRole('radio', { name: 'Flexible' })).toBeChecked();
  const moderate = policy.getByRole('radio', { name: 'Moderate' });
  await expect(moderate).toHaveAccessibleDescription(REFUND_POLICY_TEXT.moderate);
  await moderate.check();
  await expect(moderate).toBeChecked();
  await axe.expectNoViolations();
  await publishFilledForm(page);

  const eventId = await eventIdByTitle(page, title);
  await api.logout(page);
  await verifiedGuest(page, api, mail);
  await page.goto(`/event/${eventId}`);
  const line = refundPolicyLine('moderate', 4500);
  const panel = page.getByRole('complementary', { name: 'Reservation' });
  await expect(panel.getByText(line)).toBeVisible();
  await axe.expectNoViolations();

  const dialog = await openPayment(page);
  await expect(dialog.getByText(line)).toBeVisible();
});
