import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

// Steps of the reserve flow shared by the reservations journeys.

/**
 * Reserve, then the attendee guidelines: 'Accept' stays disabled until the box is ticked.
 * `scope` is where the reserve button is (the page or an event dialog).
 */
export async function openReservation(page: Page, scope: Page | Locator = page) {
  await scope.getByRole('button', { name: /^Reserve Spot - \$/ }).click();
  const guidelines = page.getByRole('dialog', { name: 'Community Guidelines' });
  await expect(guidelines).toBeVisible();
  await expect(guidelines.getByRole('button', { name: 'Accept' })).toBeDisabled();
  await guidelines.getByRole('checkbox', { name: 'I agree to the community guidelines' }).click();
  return guidelines;
}

/** The card dialog of a paid dinner, its card fields filled. */
export async function fillCard(dialog: Locator, cardNumber: string) {
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
}
