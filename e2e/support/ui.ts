import type { Page } from '@playwright/test';
import { WELCOME_FLAG_KEY } from '@storytable/domain';

/**
 * The toast whose text includes `title` (inside the notification region). A modal dialog hides
 * the rest of the page from assistive technology, the toasts included, so hidden ones count too
 * (the dialogs repeat their errors inside, with role alert).
 */
export const toast = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /^Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: title });

/** The welcome modal has its own journey; elsewhere it would only sit on top of the page. */
export async function skipWelcomeModal(page: Page): Promise<void> {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), WELCOME_FLAG_KEY);
}
