import {
  DEMO_USERS,
  expect,
  hostApi,
  skipWelcomeModal,
  test,
  verifyEmail,
} from '../fixtures/index.ts';
import { logout, post } from '../support/api.ts';
import { dinnerLaterToday } from '../support/table-steps.ts';

// Issue 31, items 1 and 2 (decision 061): a guest's ticket on the reservation page, and the host
// checking guests in on a phone in table mode, one by tap and one by the typed ticket code.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
  await page.setViewportSize({ width: 390, height: 844 });
});

test('a guest shows their ticket; the host checks in one guest by tap and one by code', async ({
  page,
  api,
  mail,
  axe,
  baseURL,
}) => {
  test.slow(); // two guests signed up and verified, three sign-ins: about a minute under load
  const host = await hostApi(baseURL!);
  const title = `Zt${Date.now().toString(36)} Table tonight`;
  const dinner = await dinnerLaterToday(host, title).finally(() => host.dispose());

  // the first guest reserves (through the API) and finds the ticket on the reservation's page
  const stamp = Date.now().toString(36);
  const tapped = await api.createUser({ name: `Tapped ${stamp}` });
  await verifyEmail(page, mail, tapped);
  await api.login(page, tapped);
  await post(page.request, '/api/reservations', { eventId: dinner.id });
  await logout(page);
  const typed = await api.createUser({ name: `Typed ${stamp}` });
  await verifyEmail(page, mail, typed);
  await api.login(page, typed);
  const made = await post(page.request, '/api/reservations', { eventId: dinner.id });
  await page.goto(`/reservations/${made.reservation.id}`);
  const ticket = page.getByRole('region', { name: 'Your ticket' });
  const code = ticket.getByTestId('ticket-code');
  await expect(code).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(ticket.getByRole('img', { name: 'Your ticket’s QR code' })).toBeVisible();
  const ticketCode = (await code.textContent()) ?? '';
  await logout(page);

  // the host opens table mode from the guest list
  await api.login(page, DEMO_USERS.host);
  await page.goto(`/event/${dinner.id}/guests`);
  await page.getByRole('link', { name: 'Open table mode' }).click();
  await expect(page).toHaveURL(`/event/${dinner.id}/table`);
  await expect(page.getByTestId('check-in-count')).toHaveText('0 of 2 checked in');

  const first = page.getByRole('button', { name: new RegExp(tapped.name) });
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('check-in-count')).toHaveText('1 of 2 checked in');

  await page.getByLabel('Ticket code').fill(ticketCode.toLowerCase());
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByText(`Checked in: ${typed.name}`)).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(typed.name) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('check-in-count')).toHaveText('2 of 2 checked in');
  await expect(page.getByText(/waiting to send/)).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await axe.expectNoViolations();

  // the server has both: table mode opened again shows them checked in
  await page.reload();
  await expect(page.getByTestId('check-in-count')).toHaveText('2 of 2 checked in');
});
