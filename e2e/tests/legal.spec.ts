import { CONTACT_EMAIL } from '@storytable/domain';
import { expect, skipWelcomeModal, test } from '../fixtures/index.ts';

/** 'November 22, 2026': computed apart from the app's own date-fns formatting. */
const today = () =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(),
  );

const PAGES = [
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/cookies', heading: 'Cookie Policy' },
  { path: '/accessibility', heading: 'Accessibility Statement' },
];

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

for (const { path, heading } of PAGES) {
  test(`${path} has its title and today's 'Last updated' line`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(`${heading} | Storytable`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText(`Last updated: ${today()}`)).toBeVisible();
  });
}

test('terms list every section, the refund rules and the contact address', async ({ page }) => {
  await page.goto('/terms');
  const sections = page.locator('article').getByRole('heading', { level: 2 });
  await expect(sections).toHaveText([
    'Acceptance of Terms',
    'Description of Service',
    'User Accounts',
    'Host Verification',
    'Payments and Refunds',
    'Content Guidelines',
    'Termination',
    'Changes to Terms',
    'Contact',
  ]);
  await expect(page.getByText('Each host sets the refund policy of their events.')).toBeVisible();
  await expect(page.getByText(/48\s+hours before the event starts/)).toBeVisible();
  await expect(page.getByText(/2\.9% \+ 30 cents/)).toBeVisible();
  await expect(page.locator('article').getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${CONTACT_EMAIL}`,
  );
});

test('table of contents jumps to a section', async ({ page }) => {
  await page.goto('/terms');
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Termination' })
    .click();
  await expect(page).toHaveURL(/\/terms#termination$/);
  await expect(page.getByRole('heading', { name: 'Termination' })).toBeInViewport();
});

test('privacy policy links to the cookie policy', async ({ page }) => {
  await page.goto('/privacy');
  await page.locator('article').getByRole('link', { name: 'Cookie Policy' }).click();
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie Policy');
});

test('cookie policy lists every cookie with its purpose and duration', async ({ page }) => {
  await page.goto('/cookies');
  const table = page.getByRole('table', { name: /Cookies on Storytable/ });
  await expect(table.getByRole('columnheader')).toHaveText(['Type', 'Purpose', 'Duration']);
  const expected = [
    ['Session', 'Until browser closes'],
    ['Authentication', '2 weeks'],
    ['Preference', '1 year'],
    ['Analytics', '2 years'],
  ] as const;
  for (const [type, duration] of expected) {
    const row = table.getByRole('row', { name: new RegExp(`^${type}`) });
    await expect(row.getByRole('rowheader')).toHaveText(type);
    await expect(row.getByRole('cell').last()).toHaveText(duration);
  }
});

test('accessibility statement states conformance and the response time', async ({ page }) => {
  await page.goto('/accessibility');
  await expect(page.getByText(/partially conformant/)).toBeVisible();
  await expect(page.getByText(/WCAG\) 2\.1 level AA/)).toBeVisible();
  await expect(page.getByText(/respond within 5 business days/)).toBeVisible();
});
