import { DEMO_USERS, expect, test } from '../fixtures/index.ts';

// Issue 32, item 10: the page bundle needs no eval, so the policy is strict and nothing on any
// page breaks it. The fixture reports every `securitypolicyviolation` as a console error, which
// fails any journey; these walk the main pages as a visitor, a guest and an admin.

const VISITOR_PAGES = ['/', '/events', '/search?q=history%20roman%20157', '/privacy'];

test('the document policy is strict: no eval, no inline script, no plugins', async ({
  request,
}) => {
  const res = await request.get('/');
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("script-src-attr 'none'");
  expect(csp).toContain("base-uri 'self'");
});

test('no page breaks the policy for a visitor', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { events } = await (await request.get('/api/events')).json();
  for (const path of [...VISITOR_PAGES, ...(events[0] ? [`/events/${events[0].id}`] : [])]) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
  }
});

test('no page breaks the policy for a guest or an admin', async ({ page, api }) => {
  test.setTimeout(120_000);
  await api.login(page, DEMO_USERS.guest);
  for (const path of ['/profile', '/settings', '/host']) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
  }
  await api.logout(page);
  await api.login(page, DEMO_USERS.admin);
  await page.goto('/admin');
  await expect(page.locator('main').first()).toBeVisible();
});

test('a violation on a page fails the journey', async ({ page, consoleErrors }) => {
  await page.goto('/events');
  // a script the page itself adds inline: refused by the policy, which reports it
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'void 0';
    document.head.append(script);
  });
  await expect
    .poll(() => consoleErrors.failures().some((m) => m.includes('CSP violation: script-src')))
    .toBe(true);
  consoleErrors.allow(/CSP violation: script-src|Content Security Policy/);
});
