import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { deleteUserSessions } from '../../platform/sessions/session-repository.ts';
import { SESSION_COOKIE } from '../../platform/sessions/session-token.ts';
import { anonymousAgent, signedInUser } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';
import { request } from '../../test/reservations.ts';
import { FIRST_SCREEN_BAR, fakeWebDist, ROOTS } from '../../test/web-dist.ts';

const dist = fakeWebDist();
const ctx = useTestApp({ webDist: dist.dir });
const db = () => ctx.database.db;
afterAll(() => dist.remove());

describe("the earnings page's first screen and the cookie bar (decision 079)", () => {
  it('paints the bar for an account that has made no cookie choice, never shared', async () => {
    const host = await signedInUser(ctx.app, db(), { isHost: true });
    const res = await request(ctx, host.agent, 'GET', '/host/earnings');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(ROOTS.earnings);
    expect(res.body).toContain(FIRST_SCREEN_BAR);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/Cookie/);
    // the bar alone: no earnings, no user in the page
    expect(res.body).not.toContain('page-data');
  });

  it('leaves it out once the account has chosen, and for visitors and ended sessions', async () => {
    const chosen = await signedInUser(ctx.app, db(), { isHost: true });
    await db()
      .update(users)
      .set({ cookieConsentAt: new Date() })
      .where(eq(users.id, chosen.user.id));
    const ended = await signedInUser(ctx.app, db(), { isHost: true });
    await deleteUserSessions(db(), ended.user.id);
    const visitor = await anonymousAgent(ctx.app);
    const forged = {
      headers: { ...visitor.headers, cookie: `${visitor.headers.cookie}; ${SESSION_COOKIE}=x` },
    };
    for (const agent of [chosen.agent, ended.agent, visitor, forged]) {
      const res = await request(ctx, agent, 'GET', '/host/earnings');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(ROOTS.earnings);
      expect(res.body).not.toContain('cookie-banner');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
});
