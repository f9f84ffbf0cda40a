import { AUTH_MESSAGES, SETTINGS_MESSAGES } from '@storytable/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { findUserById } from '../../platform/users/user-repository.ts';
import { agentFor, anonymousAgent, signedInUser } from '../../test/auth.ts';
import { useTestAppWithMail } from '../../test/helper.ts';
import { get, post } from '../../test/requests.ts';
import { guest, hostedEvent, reserve } from '../../test/reservations.ts';

const { ctx, sink } = useTestAppWithMail();
const db = () => ctx.database.db;
const PASSWORD = 'Password1!';

const login = (username: string, password: string) =>
  anonymousAgent(ctx.app).then((a) => post(ctx.app, a, '/api/login', { username, password }));

describe('settings: who may call', () => {
  it.each([
    ['POST', '/api/user/bio', { bio: 'x' }],
    ['POST', '/api/user/preferences', { marketingEmails: true, marketingSms: true }],
    ['POST', '/api/user/cookie-consent', { consent: { statistics: true, marketing: true } }],
    [
      'POST',
      '/api/user/password',
      { currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' },
    ],
    ['POST', '/api/user/email', { currentPassword: 'a', newEmail: 'b', confirmEmail: 'b' }],
    ['GET', '/api/user/export-data', undefined],
  ])('%s %s refuses a visitor with 401, even with a bad body', async (method, url, body) => {
    const visitor = await anonymousAgent(ctx.app);
    const res =
      method === 'GET' ? await get(ctx.app, visitor, url) : await post(ctx.app, visitor, url, body);
    expect(res.statusCode).toBe(401);
  });
});

describe('bio, preferences and cookie consent', () => {
  it('saves the bio (at most 500 characters) and answers the user as now', async () => {
    const { agent } = await signedInUser(ctx.app, db());
    const ok = await post(ctx.app, agent, '/api/user/bio', { bio: '  Supper-club regular.  ' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Bio updated',
      user: { bio: 'Supper-club regular.' },
    });
    const long = await post(ctx.app, agent, '/api/user/bio', { bio: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Bio must not exceed 500 characters');
    expect((await post(ctx.app, agent, '/api/user/bio', { bio: 42 })).statusCode).toBe(400);
    const cleared = await post(ctx.app, agent, '/api/user/bio', { bio: '' });
    expect(cleared.json().user.bio).toBeNull();
  });

  it('records marketing preferences and cookie consent on the user', async () => {
    const { agent } = await signedInUser(ctx.app, db());
    const prefs = await post(ctx.app, agent, '/api/user/preferences', {
      marketingEmails: true,
      marketingSms: false,
    });
    expect(prefs.statusCode).toBe(200);
    // never chosen: both off, and no date, so a device cannot mistake it for a refusal (#32.15)
    const before = (await get(ctx.app, agent, '/api/user')).json();
    expect(before.cookieConsent).toEqual({ statistics: false, marketing: false, savedAt: null });
    const consent = await post(ctx.app, agent, '/api/user/cookie-consent', {
      consent: { statistics: true, marketing: false },
    });
    expect(consent.statusCode).toBe(200);
    const me = (await get(ctx.app, agent, '/api/user')).json();
    expect(me.marketingPreferences).toEqual({ emails: true, sms: false });
    expect(me.cookieConsent).toEqual({
      statistics: true,
      marketing: false,
      savedAt: expect.any(String),
    });
    expect(Date.now() - Date.parse(me.cookieConsent.savedAt)).toBeLessThan(60_000);
    const bad = await post(ctx.app, agent, '/api/user/cookie-consent', { consent: 'all' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/user/password', () => {
  it('checks the current password and the spec rules', async () => {
    const { agent } = await signedInUser(ctx.app, db());
    const wrong = await post(ctx.app, agent, '/api/user/password', {
      currentPassword: 'not-mine',
      newPassword: 'Another-pass-1',
      confirmPassword: 'Another-pass-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    const mismatch = await post(ctx.app, agent, '/api/user/password', {
      currentPassword: PASSWORD,
      newPassword: 'Another-pass-1',
      confirmPassword: 'Another-pass-2',
    });
    expect(mismatch.json().message).toBe('Passwords do not match');
    const short = await post(ctx.app, agent, '/api/user/password', {
      currentPassword: PASSWORD,
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(short.json().message).toBe('Password must be at least 8 characters');
    const missing = await post(ctx.app, agent, '/api/user/password', {
      currentPassword: '',
      newPassword: 'Another-pass-1',
      confirmPassword: 'Another-pass-1',
    });
    expect(missing.json().message).toBe('Current password is required');
  });

  it('changes it, keeps this session, signs out the others and tells the owner', async () => {
    const user = await createUser(db());
    const here = await agentFor(ctx.app, db(), user);
    const elsewhere = await agentFor(ctx.app, db(), user);
    const res = await post(ctx.app, here, '/api/user/password', {
      currentPassword: PASSWORD,
      newPassword: 'Brand-new-pass-7',
      confirmPassword: 'Brand-new-pass-7',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SETTINGS_MESSAGES.PASSWORD_CHANGED);
    expect((await get(ctx.app, here, '/api/user')).statusCode).toBe(200);
    expect((await get(ctx.app, elsewhere, '/api/user')).statusCode).toBe(401);
    expect((await login(user.username, PASSWORD)).statusCode).toBe(401);
    expect((await login(user.username, 'Brand-new-pass-7')).statusCode).toBe(200);
    const notice = await sink.waitFor(user.email);
    expect(notice.subject).toMatch(/password was changed/);
    expect(notice.text).not.toContain('Brand-new-pass-7');
  });
});

describe('POST /api/user/email', () => {
  it('refuses a wrong password, a mismatch and an address another account uses', async () => {
    const { agent } = await signedInUser(ctx.app, db());
    const other = await createUser(db());
    const body = (newEmail: string, extra = {}) => ({
      currentPassword: PASSWORD,
      newEmail,
      confirmEmail: newEmail,
      ...extra,
    });
    const wrong = await post(
      ctx.app,
      agent,
      '/api/user/email',
      body('a@example.com', { currentPassword: 'x' }),
    );
    expect(wrong.json().message).toBe('Current password is incorrect');
    const mismatch = await post(
      ctx.app,
      agent,
      '/api/user/email',
      body('a@example.com', { confirmEmail: 'b@example.com' }),
    );
    expect(mismatch.json().message).toBe('Email addresses do not match');
    const invalid = await post(ctx.app, agent, '/api/user/email', body('not-an-address'));
    expect(invalid.json().message).toBe('Please enter a valid email address');
    const taken = await post(ctx.app, agent, '/api/user/email', body(other.email.toUpperCase()));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'EMAIL_EXISTS',
      message: AUTH_MESSAGES.EMAIL_EXISTS,
    });
  });

  it('keeps the old address until the link sent to the new one is opened', async () => {
    const user = await createUser(db());
    const agent = await agentFor(ctx.app, db(), user);
    const newEmail = `moved-${user.id}@example.com`;
    const res = await post(ctx.app, agent, '/api/user/email', {
      currentPassword: PASSWORD,
      newEmail,
      confirmEmail: newEmail,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SETTINGS_MESSAGES.EMAIL_CHANGE_SENT);
    expect(await findUserById(db(), user.id)).toMatchObject({
      email: user.email,
      pendingEmail: newEmail,
    });
    // until confirmed, the old address logs in and the new one does not
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    expect((await login(newEmail, PASSWORD)).statusCode).toBe(401);

    const mail = await sink.waitFor(newEmail);
    const link = mail.text.match(/https?:\/\/\S+confirm-email-change\?token=\S+/)?.[0];
    expect(link).toBeDefined();
    const opened = await ctx.app.inject({
      method: 'GET',
      url: new URL(link!).pathname + new URL(link!).search,
    });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/settings?tab=email&emailChanged=1');
    expect(await findUserById(db(), user.id)).toMatchObject({
      email: newEmail,
      pendingEmail: null,
      emailVerified: true,
    });
    const told = await sink.waitFor(user.email);
    expect(told.subject).toMatch(/email address was changed/);
    expect(told.text).not.toContain(newEmail);
    expect((await login(newEmail, PASSWORD)).statusCode).toBe(200);

    const again = await ctx.app.inject({
      method: 'GET',
      url: new URL(link!).pathname + new URL(link!).search,
    });
    expect(again.headers.location).toBe('/settings?tab=email&emailChanged=0');
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/confirm-email-change?token=%00' });
    expect(bad.statusCode).toBeLessThan(500);
  });
});

describe('confirming an email change', () => {
  /** Asks for the change from `agent` and opens the link from a browser of `opener`. */
  async function changeEmail(
    user: { id: number },
    agent: Awaited<ReturnType<typeof agentFor>>,
    opener?: Awaited<ReturnType<typeof agentFor>>,
  ) {
    const newEmail = `switched-${user.id}@example.com`;
    const asked = await post(ctx.app, agent, '/api/user/email', {
      currentPassword: PASSWORD,
      newEmail,
      confirmEmail: newEmail,
    });
    expect(asked.statusCode).toBe(200);
    const link = new URL(
      (await sink.waitFor(newEmail)).text.match(
        /https?:\/\/\S+confirm-email-change\?token=\S+/,
      )![0],
    );
    const opened = await ctx.app.inject({
      method: 'GET',
      url: link.pathname + link.search,
      ...(opener ? { headers: opener.headers } : {}),
    });
    expect(opened.headers.location).toBe('/settings?tab=email&emailChanged=1');
    return newEmail;
  }

  it('voids a password-reset link sent to the old address (#32.1)', async () => {
    const user = await createUser(db());
    const agent = await agentFor(ctx.app, db(), user);
    const visitor = await anonymousAgent(ctx.app);
    await post(ctx.app, visitor, '/api/auth/reset-request', { email: user.email });
    const resetLink = new URL(
      (await sink.waitFor(user.email)).text.match(/https?:\/\/\S+reset-password\?token=\S+/)![0],
    );
    await changeEmail(user, agent);
    const used = await post(ctx.app, visitor, '/api/auth/reset-password', {
      token: resetLink.searchParams.get('token'),
      password: 'Taken-over-9!',
      confirmPassword: 'Taken-over-9!',
    });
    expect(used.statusCode).toBe(400);
    expect(used.json().code).toBe('INVALID_TOKEN');
    expect((await login(user.username, 'Taken-over-9!')).statusCode).toBe(401);
    expect((await login(user.username, PASSWORD)).statusCode).toBe(200);
  });

  it('signs out every other session, as a password change does (#32.2)', async () => {
    const user = await createUser(db());
    const here = await agentFor(ctx.app, db(), user);
    const elsewhere = await agentFor(ctx.app, db(), user);
    await changeEmail(user, here, here);
    expect((await get(ctx.app, here, '/api/user')).statusCode).toBe(200);
    expect((await get(ctx.app, elsewhere, '/api/user')).statusCode).toBe(401);
  });

  it('signs out every session when the link opens in a browser not signed in (#32.2)', async () => {
    const user = await createUser(db());
    const here = await agentFor(ctx.app, db(), user);
    const someoneElse = await signedInUser(ctx.app, db());
    await changeEmail(user, here, someoneElse.agent);
    expect((await get(ctx.app, here, '/api/user')).statusCode).toBe(401);
    // the other account's session in the opening browser is untouched
    expect((await get(ctx.app, someoneElse.agent, '/api/user')).statusCode).toBe(200);
  });
});

describe('GET /api/user/export-data', () => {
  it('downloads everything held about the user, and no secret', async () => {
    const host = await createUser(db(), { isHost: true });
    const event = await hostedEvent(ctx, host.id);
    const g = await guest(ctx);
    expect((await reserve(ctx, g.agent, { eventId: event.id })).statusCode).toBe(201);
    await post(ctx.app, g.agent, `/api/follows/${host.id}`);
    const res = await get(ctx.app, g.agent, '/api/user/export-data');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="storytable-data-${g.user.username}.json"`,
    );
    const data = res.json();
    expect(data.account).toMatchObject({ id: g.user.id, email: g.user.email });
    expect(data.reservations).toEqual([
      expect.objectContaining({ eventId: event.id, status: 'confirmed', amountPaid: 0 }),
    ]);
    expect(data.following).toEqual([{ hostId: host.id, name: host.name }]);
    expect(data.sessions.length).toBeGreaterThan(0);
    const [row] = await db().select().from(users).where(eq(users.id, g.user.id));
    const cookie = g.agent.headers.cookie ?? '';
    const sid = /sid=([^;]+)/.exec(cookie)?.[1] ?? 'no-sid';
    expect(res.body).not.toContain(row!.passwordHash);
    expect(res.body).not.toContain(sid);
    expect(res.body).not.toMatch(/passwordHash|password_hash|tokenHash/);
  });
});
