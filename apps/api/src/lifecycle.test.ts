import { like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { rateLimits, sessions } from './db/schema/index.ts';
import { backgroundJobs, startBackgroundJobs } from './lifecycle.ts';
import { HostNoticeWorker } from './modules/notices/index.ts';
import { createUser } from './platform/users/user-factory.ts';
import { useTestApp } from './test/helper.ts';

const ctx = useTestApp();

describe('background jobs', () => {
  it('clean up expired sessions and rate-limit windows on their own, and nothing else', async () => {
    const { db } = ctx.database;
    const user = await createUser(db);
    const minute = 60_000;
    await db.insert(sessions).values([
      { id: 'bg-ended', userId: user.id, expiresAt: new Date(Date.now() - minute) },
      { id: 'bg-open', userId: user.id, expiresAt: new Date(Date.now() + minute) },
    ]);
    await db.insert(rateLimits).values([
      { key: 'bg:ended', count: 1, resetAt: new Date(Date.now() - minute) },
      { key: 'bg:open', count: 1, resetAt: new Date(Date.now() + minute) },
    ]);
    const sessionIds = async () =>
      (await db.select({ id: sessions.id }).from(sessions).where(like(sessions.id, 'bg-%')))
        .map((r) => r.id)
        .sort();
    const windowKeys = async () =>
      (
        await db
          .select({ key: rateLimits.key })
          .from(rateLimits)
          .where(like(rateLimits.key, 'bg:%'))
      )
        .map((r) => r.key)
        .sort();

    // the harness runs without background jobs: nothing has cleaned up yet
    expect(await sessionIds()).toEqual(['bg-ended', 'bg-open']);

    const jobs = backgroundJobs(ctx.app.deps, new HostNoticeWorker(ctx.app.deps)).map((job) => ({
      ...job,
      firstAfterMs: 0,
    }));
    const stop = startBackgroundJobs(jobs, ctx.app.deps);
    try {
      await vi.waitFor(async () => expect(await sessionIds()).toEqual(['bg-open']), {
        timeout: 5000,
        interval: 20,
      });
      await vi.waitFor(async () => expect(await windowKeys()).toEqual(['bg:open']), {
        timeout: 5000,
        interval: 20,
      });
    } finally {
      await stop();
    }
  });
});
