import { expect, skipWelcomeModal, test } from '../fixtures/index.ts';

// axe (AxeBuilder from @axe-core/playwright, tags wcag2a, wcag2aa, wcag21a, wcag21aa) through the
// harness fixture, at both ends of the supported widths.
const PATHS = ['/', '/terms', '/privacy', '/cookies', '/accessibility'];

test.beforeEach(async ({ page }) => {
  await skipWelcomeModal(page);
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of PATHS) {
      test(`axe finds no WCAG 2.1 AA violation on ${path}`, async ({ page, axe }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await axe.expectNoViolations();
      });
    }
  });
}
