import { CONVERSATION_PROMPTS } from '@storytable/domain';
import { DEMO_USERS, expect, hostApi, skipWelcomeModal, test } from '../fixtures/index.ts';
import { dinnerLaterToday } from '../support/table-steps.ts';

// Issue 31, item 3 (decision 066): the host prepares the evening's prompts from the category's
// set and steps through them in table mode with the round timer, on a phone.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
  await page.setViewportSize({ width: 390, height: 844 });
});

test('the host prepares prompts and steps through three with the timer running', async ({
  page,
  api,
  axe,
  baseURL,
}) => {
  const host = await hostApi(baseURL!);
  const title = `Zp${Date.now().toString(36)} Prompts tonight`;
  const dinner = await dinnerLaterToday(host, title).finally(() => host.dispose());
  const [first, second, third] = CONVERSATION_PROMPTS['World History'];
  const field = (n: number) => page.getByRole('textbox', { name: `Prompt ${n}`, exact: true });

  // the guest list leads to the editor, which starts from the category's set
  await api.login(page, DEMO_USERS.host);
  await page.goto(`/event/${dinner.id}/guests`);
  await page.getByRole('link', { name: 'Prepare prompts' }).click();
  await expect(page).toHaveURL(`/event/${dinner.id}/prompts`);
  await expect(field(1)).toHaveValue(first!);
  await expect(page.getByText(/suggested for your dinner's category/)).toBeVisible();
  await axe.expectNoViolations();

  // the host's own question goes first, moved up by keyboard; the timer is one minute a round
  await page.getByRole('button', { name: 'Add a prompt' }).click();
  const count = CONVERSATION_PROMPTS['World History'].length + 1;
  const own = 'What is one story your family tells about history it lived through?';
  await field(count).fill(own);
  for (let at = count; at > 1; at--) {
    await page.getByRole('button', { name: `Move prompt ${at} up` }).focus();
    await page.keyboard.press('Enter');
  }
  await expect(field(1)).toHaveValue(own);
  await page.getByRole('button', { name: `Remove prompt ${count}` }).click();
  await page.getByLabel('Keep time for each prompt').check();
  await page.getByLabel('Minutes per prompt').fill('1');
  await page.getByRole('button', { name: 'Save prompts' }).click();
  await expect(page.getByText('Prompts saved.')).toBeVisible();
  await axe.expectNoViolations();

  // table mode steps through them, "n of m", with the timer running
  await page.getByRole('link', { name: 'Open table mode' }).click();
  await expect(page).toHaveURL(`/event/${dinner.id}/table`);
  const prompts = page.getByRole('region', { name: 'Prompts' });
  const position = prompts.getByTestId('prompt-position');
  await expect(position).toHaveText(`Prompt 1 of ${count - 1}`);
  await expect(prompts.getByText(own)).toBeVisible();
  await expect(prompts.locator('[aria-live="polite"]').first()).toContainText(own);

  const timeLeft = prompts.getByTestId('round-time-left');
  await expect(timeLeft).toHaveText('1:00');
  await prompts.getByRole('button', { name: 'Start timer' }).click();
  await expect(timeLeft).not.toHaveText('1:00');
  await expect(prompts.getByRole('button', { name: 'Pause timer' })).toBeVisible();

  await prompts.getByRole('button', { name: 'Next prompt' }).click();
  await expect(position).toHaveText(`Prompt 2 of ${count - 1}`);
  await expect(prompts.getByText(first!)).toBeVisible();
  await prompts.getByRole('button', { name: 'Next prompt' }).click();
  await expect(position).toHaveText(`Prompt 3 of ${count - 1}`);
  await expect(prompts.getByText(second!)).toBeVisible();
  await expect(prompts.getByText(third!)).toHaveCount(0);
  await prompts.getByRole('button', { name: 'Previous prompt' }).click();
  await expect(position).toHaveText(`Prompt 2 of ${count - 1}`);

  await prompts.getByRole('button', { name: 'Pause timer' }).click();
  const held = await timeLeft.textContent();
  await prompts.getByRole('button', { name: 'Reset timer' }).click();
  await expect(timeLeft).toHaveText('1:00');
  expect(held).toMatch(/^0:[0-5]\d$/);

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await axe.expectNoViolations();
});
