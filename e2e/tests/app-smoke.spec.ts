import { expect, test } from '../fixtures/index.ts';

// The harness itself: the built app serves the web app, and the fixtures reach it.

test('serves the web app at /', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Storytable/);
});

test('unknown API routes answer JSON 404, not the web app', async ({ request }) => {
  const res = await request.get('/api/no-such-route');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
});

test('a user registered through the API gets an email and can log the browser in', async ({
  page,
  api,
  mail,
}) => {
  const creds = await api.createUser();
  const email = await mail.latest(creds.email);
  expect(email.links.length).toBeGreaterThan(0);
  await api.login(page, creds);
  const me = await page.request.get('/api/user');
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ username: creds.username });
});
