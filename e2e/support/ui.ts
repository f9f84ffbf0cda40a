import type { BrowserContext, Locator, Page } from '@playwright/test';
import { COOKIE_CONSENT_KEY, WELCOME_FLAG_KEY } from '@storytable/domain';

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
  await page.addInitScript((key) => {
    // about:blank (api.logout leaves the app there) has no storage
    if (window.origin !== 'null') window.localStorage.setItem(key, 'true');
  }, WELCOME_FLAG_KEY);
}

export interface CookieChoice {
  statistics: boolean;
  marketing: boolean;
  synced: boolean;
}

/** Both optional cookies off, as saved: the choice every journey's pages start with. */
export const NO_OPTIONAL_COOKIES: CookieChoice = {
  statistics: false,
  marketing: false,
  synced: true,
};

/** Every page of `context` starts with `choice` stored unless one is: no cookie banner over it. */
export async function storeCookieChoice(
  context: BrowserContext,
  choice: CookieChoice = NO_OPTIONAL_COOKIES,
): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      } catch {
        // about:blank and other opaque origins have no storage
      }
    },
    [COOKIE_CONSENT_KEY, JSON.stringify(choice)] as const,
  );
}

/**
 * Fills and submits the open 'Join Storytable' dialog (password 'Tablefor8!', terms accepted);
 * returns the dialog. The caller opens it, from the nav, the mobile menu or elsewhere.
 */
export async function submitSignUp(
  page: Page,
  user: { name: string; username: string },
): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Join Storytable' });
  await dialog.getByLabel('Full name').fill(user.name);
  await dialog.getByLabel('Username').fill(user.username);
  await dialog.getByLabel('Email').fill(`${user.username}@example.com`);
  await dialog.getByLabel('Password', { exact: true }).fill('Tablefor8!');
  await dialog.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  return dialog;
}

/** The signed-in user's profile with the 'Crop profile image' dialog open; its file input too. */
export async function openCropDialog(page: Page): Promise<{ dialog: Locator; input: Locator }> {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crop profile image' });
  return { dialog, input: dialog.locator('input[type=file]') };
}

/**
 * Clicks `target` once it is in view and has stopped moving. Playwright checks that an element is
 * stable before it scrolls to it, not after: below the /events grid, the cards and footer laid
 * out only near the screen (`content-visibility: auto`) take their real height as the scroll
 * reaches them, which can move the pagination from under the pointer between scroll and click.
 */
export async function clickInView(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  // click() waits for the element to be stable (the same box in two animation frames) again
  await target.click();
}
