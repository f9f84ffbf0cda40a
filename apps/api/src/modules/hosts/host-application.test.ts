import {
  HOST_APPLICATION_SUBMITTED,
  HOST_APPLICATION_MESSAGES as M,
  HOST_APPLICATION_REFUSALS as R,
} from '@storytable/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { anonymousAgent, signedInUser } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';
import { post } from '../../test/requests.ts';
import { HOST_APPLICATION_LIMIT } from './limits.ts';

const ctx = useTestApp();
const URL = '/api/user/become-host';
const answers = {
  experience: 'I ran a monthly supper club for three years.',
  expertiseArea: 'Moral philosophy',
  eventsHosted: '36',
  interests: 'Basque cooking and natural wine',
};

async function userRow(id: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('POST /api/user/become-host (spec section 5, Host application)', () => {
  it('stores the answers and puts the user in review', async () => {
    const { user, agent } = await signedInUser(ctx.app, ctx.database.db);
    const res = await post(ctx.app, agent, URL, { ...answers, eventsHosted: ' 36 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: HOST_APPLICATION_SUBMITTED,
      manualReviewStatus: 'pending',
    });
    expect(await userRow(user.id)).toMatchObject({
      hostExperience: answers.experience,
      hostExpertiseArea: answers.expertiseArea,
      hostEventsHosted: '36',
      hostInterests: answers.interests,
      manualReviewStatus: 'pending',
      isHost: false,
    });
  });

  it.each([
    ['experience', 'too short', M.experienceShort],
    ['experience', 'x'.repeat(501), M.experienceLong],
    ['expertiseArea', 'abc', M.expertiseShort],
    ['expertiseArea', 'x'.repeat(201), M.expertiseLong],
    ['eventsHosted', '', M.eventsHostedShort],
    ['eventsHosted', 'x'.repeat(51), M.eventsHostedLong],
    ['interests', 'abc', M.interestsShort],
    ['interests', 'x'.repeat(201), M.interestsLong],
  ])('refuses %s %j with its message and stores nothing', async (field, value, message) => {
    const { user, agent } = await signedInUser(ctx.app, ctx.database.db);
    const res = await post(ctx.app, agent, URL, { ...answers, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await userRow(user.id)).manualReviewStatus).toBe('none');
  });

  it('refuses a visitor (401)', async () => {
    const res = await post(ctx.app, await anonymousAgent(ctx.app), URL, answers);
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['an admin', { isAdmin: true }, 403, R.admin],
    ['a host', { isHost: true }, 409, R.alreadyHost],
    ['a pending applicant', { manualReviewStatus: 'pending' as const }, 409, R.alreadyPending],
    ['an unverified email', { emailVerified: false }, 403, R.emailUnverified],
  ])('refuses %s', async (_who, overrides, status, message) => {
    const { user, agent } = await signedInUser(ctx.app, ctx.database.db, overrides);
    const res = await post(ctx.app, agent, URL, answers);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect((await userRow(user.id)).hostExperience).toBeNull();
  });

  it('lets a rejected applicant apply again', async () => {
    const { user, agent } = await signedInUser(ctx.app, ctx.database.db, {
      manualReviewStatus: 'rejected',
    });
    expect((await post(ctx.app, agent, URL, answers)).statusCode).toBe(200);
    expect((await userRow(user.id)).manualReviewStatus).toBe('pending');
  });

  it(`takes at most ${HOST_APPLICATION_LIMIT.max} applications a day per user, re-applications included (#32.8)`, async () => {
    const { user, agent } = await signedInUser(ctx.app, ctx.database.db);
    const reject = () =>
      ctx.database.db
        .update(users)
        .set({ manualReviewStatus: 'rejected' })
        .where(eq(users.id, user.id));
    for (let i = 0; i < HOST_APPLICATION_LIMIT.max; i++) {
      expect((await post(ctx.app, agent, URL, answers)).statusCode).toBe(200);
      await reject();
    }
    const refused = await post(ctx.app, agent, URL, answers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect((await userRow(user.id)).manualReviewStatus).toBe('rejected');
    const other = await signedInUser(ctx.app, ctx.database.db);
    expect((await post(ctx.app, other.agent, URL, answers)).statusCode).toBe(200);
  });

  it('stores one application when two arrive at once', async () => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db);
    const codes = await Promise.all([
      post(ctx.app, agent, URL, answers),
      post(ctx.app, agent, URL, answers),
    ]).then((rs) => rs.map((r) => r.statusCode).sort());
    expect(codes).toEqual([200, 409]);
  });
});
