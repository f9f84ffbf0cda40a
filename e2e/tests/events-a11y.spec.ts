import { DEMO_USERS, expect, skipWelcomeModal, test } from '../fixtures/index.ts';

// The detail page asks for the event's reviews; until the reviews endpoint exists it answers 404.
test.use({ allowedConsoleErrors: [/status of 404/] });

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

const PAGES: Array<{ path: string; heading: string | RegExp; host?: boolean }> = [
  { path: '/events', heading: 'Curated stories, shared in intimate settings' },
  { path: '/event/1', heading: /./ },
  { path: '/search?q=history&state=CA', heading: 'Search Results' },
  { path: '/create', heading: 'Create Event', host: true },
];

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const p of PAGES) {
      test(`axe finds no WCAG 2.1 AA violation on ${p.path}`, async ({ page, api, axe }) => {
        if (p.host) await api.login(page, DEMO_USERS.host);
        await page.goto(p.path);
        await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
        // wait for the data, not the skeletons
        await expect(page.getByRole('status')).toHaveCount(0);
        await axe.expectNoViolations();
      });
    }
  });
}
