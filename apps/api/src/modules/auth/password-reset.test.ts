import { AUTH_MESSAGES } from '@storytable/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, oneTimeTokens, sessions } from '../../db/schema/index.ts';
import { createUser } from '../../platform/users/user-factory.ts';
import { agentFor, anonymousAgent } from '../../test/auth.ts';
import { useTestAppWithMail } from '../../test/helper.ts';
import { get, post } from '../../test/requests.ts';
import { firstLink } from '../../test/smtp-sink.ts';
import { RESET_EMAIL_LIMIT } from './limits.ts';

const { ctx, sink } = useTestAppWithMail({ appUrl: 'https://storytable.example' });
beforeEach(() => sink.clear());

const neutral = { success: true, message: AUTH_MESSAGES.RESET_NEUTRAL };
const invalid = {
  code: 'INVALID_TOKEN',
  message: 'This password reset link is invalid or has expired.',
  error: 'This password reset link is invalid or has expired.',
};
const NEW_PASSWORD = 'Brand-new-pass1';

/** Asks for a link and returns the token it carries. */
async function requestLink(email: string, path = '/api/auth/reset-request') {
  const before = sink.to(email).length;
  const agent = await anonymousAgent(ctx.app);
  const res = await post(ctx.app, agent, path, { email });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual(neutral);
  const mail = await sink.waitFor(email, { since: before });
  const link = firstLink(mail);
  return { mail, link, token: new URL(link).searchParams.get('token')! };
}

function setPassword(token: string, password = NEW_PASSWORD, confirmPassword = password) {
  return anonymousAgent(ctx.app).then((agent) =>
    post(ctx.app, agent, '/api/auth/reset-password', { token, password, confirmPassword }),
  );
}

async function login(username: string, password: string) {
  const agent = await anonymousAgent(ctx.app);
  return post(ctx.app, agent, '/api/login', { username, password });
}

describe('password reset, end to end', () => {
  it('emails a one-hour link, sets the new password, ends every session, and the link works once', async () => {
    const user = await createUser(ctx.database.db, { name: 'Ada Reset' });
    const phone = await agentFor(ctx.app, ctx.database.db, user);
    const laptop = await agentFor(ctx.app, ctx.database.db, user);
    expect((await get(ctx.app, phone, '/api/user')).statusCode).toBe(200);

    const { mail, link, token } = await requestLink(user.email);
    expect(mail.envelope.to).toEqual([user.email]);
    expect(mail.subject).toBe('Reset your Storytable password');
    expect(mail.text).toContain('Hi Ada Reset,');
    expect(link).toMatch(
      /^https:\/\/storytable\.example\/reset-password\?token=[A-Za-z0-9_-]{43}$/,
    );
    expect(mail.html).toContain(link);
    const [stored] = await ctx.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, user.id));
    expect(stored?.purpose).toBe('reset_password');
    expect(stored?.tokenHash).not.toBe(token);
    const ttl = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(Math.abs(ttl - 3600_000)).toBeLessThan(60_000);

    const res = await setPassword(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Your password has been reset. Please log in with your new password.',
    });

    // every earlier session is gone
    expect((await get(ctx.app, phone, '/api/user')).statusCode).toBe(401);
    expect((await get(ctx.app, laptop, '/api/user')).statusCode).toBe(401);
    const left = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(0);

    expect((await login(user.username, user.password)).statusCode).toBe(401);
    const ok = await login(user.username, NEW_PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: user.id });

    const reused = await setPassword(token, 'Another-pass2');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(invalid);
    expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('sends the owner a security notice once the password is reset, with no link in it (#32.31)', async () => {
    const user = await createUser(ctx.database.db, { name: 'Ada Notice' });
    const { token } = await requestLink(user.email);
    const before = sink.to(user.email).length;
    expect((await setPassword(token)).statusCode).toBe(200);
    const notice = await sink.waitFor(user.email, { since: before });
    expect(notice.subject).toBe('Your Storytable password was reset');
    expect(notice.text).toContain('Hi Ada Notice,');
    expect(notice.text).toContain('If this was not you');
    expect(notice.text).not.toContain('token=');
    // a refused token changes nothing and tells nobody
    expect((await setPassword(token)).statusCode).toBe(400);
    const notices = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Your Storytable password was reset'));
    expect(notices.filter((n) => n.to === user.email)).toHaveLength(1);
  });

  it('retires the other outstanding links of the account once one is used', async () => {
    const user = await createUser(ctx.database.db);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect(first.token).not.toBe(second.token);
    expect((await setPassword(second.token)).statusCode).toBe(200);
    expect((await setPassword(first.token, 'Another-pass2')).json()).toEqual(invalid);
  });

  it('refuses an expired link', async () => {
    const user = await createUser(ctx.database.db);
    const { token } = await requestLink(user.email);
    await ctx.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, user.id));
    const res = await setPassword(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid);
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it('refuses an unknown token and a verification token', async () => {
    expect((await setPassword('made-up-token')).json()).toEqual(invalid);
    const user = await createUser(ctx.database.db, { emailVerified: false });
    const agent = await agentFor(ctx.app, ctx.database.db, user);
    expect((await post(ctx.app, agent, '/api/resend-verification')).statusCode).toBe(200);
    const verifyLink = firstLink(await sink.waitFor(user.email));
    const verifyToken = new URL(verifyLink).searchParams.get('token')!;
    const res = await setPassword(verifyToken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const user = await createUser(ctx.database.db);
    const { token } = await requestLink(user.email);
    const results = await Promise.all([
      setPassword(token, 'First-pass-11'),
      setPassword(token, 'Second-pass-22'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('also sends the link from POST /api/auth/reset-password with { email } (the dialog)', async () => {
    const user = await createUser(ctx.database.db);
    const { token } = await requestLink(user.email, '/api/auth/reset-password');
    expect((await setPassword(token)).statusCode).toBe(200);
  });

  it('finds the account whatever the case of the address', async () => {
    const user = await createUser(ctx.database.db, { email: 'casey@example.com' });
    const agent = await anonymousAgent(ctx.app);
    const res = await post(ctx.app, agent, '/api/auth/reset-request', {
      email: '  Casey@EXAMPLE.com ',
    });
    expect(res.json()).toEqual(neutral);
    expect((await sink.waitFor(user.email)).subject).toContain('Storytable');
  });
});

describe('neutral answers', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const agent = await anonymousAgent(ctx.app);
    for (const path of ['/api/auth/reset-request', '/api/auth/reset-password']) {
      const res = await post(ctx.app, agent, path, { email: 'nobody-here@example.com' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(neutral);
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(sink.messages).toHaveLength(0);
    const outbox = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'nobody-here@example.com'));
    expect(outbox).toHaveLength(0);
  });

  it(`sends at most ${RESET_EMAIL_LIMIT.max} links per account per window, still answering neutrally`, async () => {
    const user = await createUser(ctx.database.db);
    const agent = await anonymousAgent(ctx.app);
    for (let i = 0; i < RESET_EMAIL_LIMIT.max + 2; i++) {
      const res = await post(ctx.app, agent, '/api/auth/reset-request', { email: user.email });
      expect(res.json()).toEqual(neutral);
    }
    await sink.waitFor(user.email, { since: RESET_EMAIL_LIMIT.max - 1 });
    await new Promise((r) => setTimeout(r, 200));
    expect(sink.to(user.email)).toHaveLength(RESET_EMAIL_LIMIT.max);
  });
});

describe('validation', () => {
  it.each([
    ['/api/auth/reset-request', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['/api/auth/reset-request', { email: '' }, 'Please enter a valid email address'],
    ['/api/auth/reset-password', { email: 'nope' }, 'Please enter a valid email address'],
    [
      '/api/auth/reset-password',
      { token: 't', password: 'short', confirmPassword: 'short' },
      'Password must be at least 8 characters',
    ],
    [
      '/api/auth/reset-password',
      { token: 't', password: 'x'.repeat(101), confirmPassword: 'x'.repeat(101) },
      'Password must not exceed 100 characters',
    ],
    [
      '/api/auth/reset-password',
      { token: 't', password: NEW_PASSWORD, confirmPassword: 'something-else' },
      'Passwords do not match',
    ],
    [
      '/api/auth/reset-password',
      { token: '', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'Reset token is required',
    ],
  ])('%s %j answers 400: %s', async (path, body, message) => {
    const agent = await anonymousAgent(ctx.app);
    const res = await post(ctx.app, agent, path, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, error: message, code: 'VALIDATION_ERROR' });
  });

  it('answers 400, not 500, for a body that matches neither reading', async () => {
    const agent = await anonymousAgent(ctx.app);
    const res = await post(ctx.app, agent, '/api/auth/reset-password', { password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
