import { expect, listedEvents, skipWelcomeModal, test } from '../fixtures/index.ts';

// Audit finding 14: reserving needs a verified email address. The browser explains it and offers
// a new link instead of letting the attempt fail; the server refuses it too.

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

test('an unverified guest who tries to reserve is told why and can get a new link', async ({
  page,
  api,
  mail,
  axe,
}) => {
  const event = (await listedEvents(page.request)).find(
    (e) => e.availableSpots > 0 && Date.parse(e.dateTime) > Date.now(),
  );
  expect(event, 'the demo seed has an upcoming dinner with seats').toBeTruthy();

  const creds = await api.createUser();
  await api.login(page, creds);
  await page.goto(`/event/${event!.id}`);
  await page
    .getByRole('complementary', { name: 'Reservation' })
    .getByRole('button', { name: /^Reserve Spot - / })
    .click();

  const dialog = page.getByRole('dialog', { name: 'Verify your email to reserve' });
  await expect(dialog).toContainText(creds.email);
  await expect(page.getByRole('dialog', { name: 'Community Guidelines' })).toHaveCount(0);
  await axe.expectNoViolations({ include: ['[role="dialog"]'] });

  // sign-up sent the first link moments ago: the button shows the 5-minute cooldown (#32.30)
  await expect(mail.latest(creds.email, { subject: /Verify your email/ })).resolves.toBeTruthy();
  const resend = dialog.getByRole('button', { name: 'Resend verification email' });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveAccessibleDescription(/another link in [45]:\d\d/);

  // the server holds the rule whatever the browser does
  const direct = await page.request.post('/api/reservations', {
    data: { eventId: event!.id },
    headers: {
      'X-CSRF-Token': (
        (await (await page.request.get('/api/csrf-token')).json()) as {
          csrfToken: string;
        }
      ).csrfToken,
    },
  });
  expect(direct.status()).toBe(403);
  expect((await direct.json()).code).toBe('EMAIL_NOT_VERIFIED');
});
