import { describe, expect, it } from 'vitest';
import { createUser } from '../../platform/users/user-factory.ts';
import { createEvent } from '../../test/event-factory.ts';
import { useTestApp } from '../../test/helper.ts';

const ctx = useTestApp();

describe('GET /api/users/:id', () => {
  it('returns public fields only: never email, payout or identity data', async () => {
    const user = await createUser(ctx.database.db, {
      name: 'June',
      bio: 'Art historian',
      isHost: true,
      rating: 4.5,
      reviewCount: 2,
      stripeConnectId: 'acct_secret',
      stripeConnectStatus: 'complete',
      stripeConnectOnboardingComplete: true,
      idmeUserId: 'idme_secret',
      idmeVerificationStatus: 'verified',
      verifiedFullName: 'June Secret Takahashi',
      verifiedDocumentType: 'passport',
      verifiedDocumentIssuer: 'US',
      verifiedDocumentExpiry: '2031-01-01',
      hostExperience: 'private application text',
      marketingEmails: true,
    });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: user.id,
      name: 'June',
      bio: 'Art historian',
      isHost: true,
      is_host: true,
      rating: 4.5,
      reviewCount: 2,
    });
    for (const key of [
      'email',
      'emailVerified',
      'passwordHash',
      'password',
      'stripeConnectId',
      'stripeConnectStatus',
      'stripeConnectOnboardingComplete',
      'idmeUserId',
      'idmeVerificationStatus',
      'verifiedFullName',
      'verifiedDocumentType',
      'verifiedDocumentIssuer',
      'verifiedDocumentExpiry',
      'hostExperience',
      'marketingPreferences',
      'cookieConsent',
    ])
      expect(body, key).not.toHaveProperty(key);
    const text = res.body;
    for (const secret of [
      'acct_secret',
      'idme_secret',
      'June Secret',
      'passport',
      user.email,
      'private application',
    ])
      expect(text).not.toContain(secret);
  });

  it('shows a rejected application or a passed identity check to nobody (#32.6)', async () => {
    const db = ctx.database.db;
    const rejected = await createUser(db, { manualReviewStatus: 'rejected', idmeVerified: true });
    const approvedHost = await createUser(db, {
      isHost: true,
      manualReviewStatus: 'approved',
      idmeVerified: true,
    });
    const pending = await createUser(db, { manualReviewStatus: 'pending', idmeVerified: true });
    const publicView = async (id: number) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/users/${id}` })).json();
    expect(await publicView(rejected.id)).toMatchObject({
      manualReviewStatus: 'none',
      idmeVerified: false,
    });
    expect(await publicView(approvedHost.id)).toMatchObject({
      manualReviewStatus: 'none',
      idmeVerified: false,
    });
    // 'Pending Review' is a public badge: what it needs stays
    expect(await publicView(pending.id)).toMatchObject({
      manualReviewStatus: 'pending',
      idmeVerified: true,
    });
    // the host travelling with each dinner is cut the same way
    const event = await createEvent(db, { hostId: approvedHost.id, price: 0 });
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/events/${event.id}` });
    expect(detail.json().host).toMatchObject({ manualReviewStatus: 'none', idmeVerified: false });
  });

  it('answers 404 User not found, and 400 for a bad id', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/users/987654' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'User not found', code: 'NOT_FOUND' });
    for (const id of ['abc', '0', '12345678901']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/users/${id}` });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toBe('Invalid user id');
    }
  });
});
