import { ADMIN_MESSAGES as A, type HostReviewItem } from '@storytable/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, emailOutbox, users } from '../../db/schema/index.ts';
import { type CreateUserOverrides, createUser } from '../../platform/users/user-factory.ts';
import { agentFor, anonymousAgent } from '../../test/auth.ts';
import { useTestAppWithMail } from '../../test/helper.ts';
import { get, post } from '../../test/requests.ts';

const { ctx, sink } = useTestAppWithMail();

const applied: CreateUserOverrides = {
  manualReviewStatus: 'pending',
  hostExperience: 'Supper clubs for years',
  hostExpertiseArea: 'Philosophy',
  hostEventsHosted: '12',
  hostInterests: 'Basque food',
};
const identityChecked: CreateUserOverrides = {
  ...applied,
  idmeVerified: true,
  idmeVerificationStatus: 'verified',
  idmeVerificationDate: new Date('2026-11-01T10:00:00Z'),
  verifiedFullName: 'Jenny Rosen',
  verifiedDocumentType: 'driving_license',
  verifiedDocumentIssuer: 'US',
  verifiedDocumentExpiry: '2030-01-31',
};

async function adminAgent() {
  const admin = await createUser(ctx.database.db, { isAdmin: true });
  return { admin, agent: await agentFor(ctx.app, ctx.database.db, admin) };
}

async function userRow(id: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

const auditOf = (id: number) =>
  ctx.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, id));

const ADMIN_ROUTES = [
  ['GET', '/api/admin/pending-host-applications'],
  ['GET', '/api/admin/pending-host-verifications'],
  ['POST', '/api/admin/approve-host-application/1'],
  ['POST', '/api/admin/verify-user/1'],
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/users/1/audit'],
] as const;

describe('admin API: who may call it', () => {
  it.each(ADMIN_ROUTES)('%s %s: visitor 401, guest and host 403', async (method, url) => {
    const visitor = await anonymousAgent(ctx.app);
    const guest = await agentFor(ctx.app, ctx.database.db, await createUser(ctx.database.db));
    const host = await agentFor(
      ctx.app,
      ctx.database.db,
      await createUser(ctx.database.db, { isHost: true, isVerifiedHost: true }),
    );
    const payload = { status: 'approved' };
    const call = (headers: Record<string, string>) =>
      ctx.app.inject({ method, url, headers, ...(method === 'POST' ? { payload } : {}) });
    expect((await call(visitor.headers)).statusCode).toBe(401);
    expect((await call(guest.headers)).statusCode).toBe(403);
    expect((await call(host.headers)).statusCode).toBe(403);
  });
});

describe('host applications (spec section 4, Host lifecycle)', () => {
  it('lists applicants with their answers and history; approving makes a host, audited and emailed', async () => {
    const { admin, agent } = await adminAgent();
    const applicant = await createUser(ctx.database.db, applied);
    const bystander = await createUser(ctx.database.db);

    const list = await get(ctx.app, agent, '/api/admin/pending-host-applications');
    expect(list.statusCode).toBe(200);
    const items = list.json() as HostReviewItem[];
    expect(items.map((i) => i.id)).toContain(applicant.id);
    expect(items.map((i) => i.id)).not.toContain(bystander.id);
    expect(items.find((i) => i.id === applicant.id)).toMatchObject({
      hostExperience: applied.hostExperience,
      hostEventsHosted: '12',
      manualReviewStatus: 'pending',
      audit: [],
    });

    const res = await post(ctx.app, agent, `/api/admin/approve-host-application/${applicant.id}`, {
      status: 'approved',
    });
    expect(res.statusCode).toBe(200);
    // with the user as the decision left them, so the dialog's role badge is current (#32.20)
    expect(res.json()).toEqual({
      message: A.applicationApproved,
      user: expect.objectContaining({
        id: applicant.id,
        isHost: true,
        manualReviewStatus: 'approved',
      }),
    });
    const row = await userRow(applicant.id);
    expect(row).toMatchObject({ isHost: true, manualReviewStatus: 'approved' });
    expect(row.becameHostAt).toBeInstanceOf(Date);
    expect(await auditOf(applicant.id)).toMatchObject([
      {
        actorId: admin.id,
        action: 'approve_host_application',
        targetLabel: applicant.username,
        details: { status: 'approved' },
      },
    ]);
    const mail = await sink.waitFor(applicant.email);
    expect(mail.subject).toBe('Your host application was approved');

    const audit = await get(ctx.app, agent, `/api/admin/users/${applicant.id}/audit`);
    expect(audit.json()).toMatchObject([
      { action: 'approve_host_application', actorName: admin.username },
    ]);
    const after = await get(ctx.app, agent, '/api/admin/pending-host-applications');
    expect((after.json() as HostReviewItem[]).map((i) => i.id)).not.toContain(applicant.id);

    // decided already: a second decision is a conflict and writes nothing
    const again = await post(
      ctx.app,
      agent,
      `/api/admin/approve-host-application/${applicant.id}`,
      {
        status: 'rejected',
      },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(A.noPendingApplication);
    expect(await auditOf(applicant.id)).toHaveLength(1);
  });

  it('rejecting sets rejected, keeps the user a guest and emails them', async () => {
    const { agent } = await adminAgent();
    const applicant = await createUser(ctx.database.db, applied);
    const res = await post(ctx.app, agent, `/api/admin/approve-host-application/${applicant.id}`, {
      status: 'rejected',
    });
    expect(res.json()).toEqual({
      message: A.applicationRejected,
      user: expect.objectContaining({ isHost: false, manualReviewStatus: 'rejected' }),
    });
    expect(await userRow(applicant.id)).toMatchObject({
      isHost: false,
      manualReviewStatus: 'rejected',
      becameHostAt: null,
    });
    expect((await auditOf(applicant.id))[0]?.action).toBe('reject_host_application');
    expect((await sink.waitFor(applicant.email)).subject).toBe('About your host application');
  });

  it.each([
    [{ status: 'maybe' }, "Status must be 'approved' or 'rejected'"],
    [{}, "Status must be 'approved' or 'rejected'"],
    [{ status: 'verified' }, "Status must be 'approved' or 'rejected'"],
  ])('refuses the body %j with its message', async (body, message) => {
    const { agent } = await adminAgent();
    const applicant = await createUser(ctx.database.db, applied);
    const res = await post(
      ctx.app,
      agent,
      `/api/admin/approve-host-application/${applicant.id}`,
      body,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await userRow(applicant.id)).manualReviewStatus).toBe('pending');
  });

  it('two admins deciding at once: one decision, one audit row, one email', async () => {
    const a = await adminAgent();
    const b = await adminAgent();
    const applicant = await createUser(ctx.database.db, applied);
    const url = `/api/admin/approve-host-application/${applicant.id}`;
    const codes = await Promise.all([
      post(ctx.app, a.agent, url, { status: 'approved' }),
      post(ctx.app, b.agent, url, { status: 'rejected' }),
    ]).then((rs) => rs.map((r) => r.statusCode).sort());
    expect(codes).toEqual([200, 409]);
    expect(await auditOf(applicant.id)).toHaveLength(1);
    const outbox = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, applicant.email));
    expect(outbox).toHaveLength(1);
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    const { agent } = await adminAgent();
    const missing = await post(ctx.app, agent, '/api/admin/approve-host-application/2000000000', {
      status: 'approved',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(A.userNotFound);
    const bad = await post(ctx.app, agent, '/api/admin/approve-host-application/abc', {
      status: 'approved',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid user id');
  });
});

describe('host verifications', () => {
  it('lists verified identities with the outcome; verifying makes a verified host', async () => {
    const { admin, agent } = await adminAgent();
    const user = await createUser(ctx.database.db, identityChecked);
    const notYet = await createUser(ctx.database.db, applied);

    const list = await get(ctx.app, agent, '/api/admin/pending-host-verifications');
    const items = list.json() as HostReviewItem[];
    expect(items.map((i) => i.id)).not.toContain(notYet.id);
    expect(items.find((i) => i.id === user.id)).toMatchObject({
      idmeVerified: true,
      idmeVerificationStatus: 'verified',
      idmeVerificationDate: '2026-11-01T10:00:00.000Z',
      verifiedFullName: 'Jenny Rosen',
      verifiedDocumentType: 'driving_license',
      verifiedDocumentIssuer: 'US',
      verifiedDocumentExpiry: '2030-01-31',
    });

    const res = await post(ctx.app, agent, `/api/admin/verify-user/${user.id}`, {
      status: 'verified',
    });
    expect(res.json()).toEqual({
      message: A.hostVerified,
      user: expect.objectContaining({ id: user.id, isVerifiedHost: true, isHost: true }),
    });
    expect(await userRow(user.id)).toMatchObject({
      isVerifiedHost: true,
      isHost: true,
      manualReviewStatus: 'verified',
    });
    expect(await auditOf(user.id)).toMatchObject([{ actorId: admin.id, action: 'verify_host' }]);
    expect((await sink.waitFor(user.email)).subject).toBe('You are now a verified host');
  });

  it('an approved host who verifies later is listed, and keeps the date they became host', async () => {
    const { agent } = await adminAgent();
    const becameHostAt = new Date('2026-10-01T00:00:00Z');
    const host = await createUser(ctx.database.db, {
      ...identityChecked,
      isHost: true,
      becameHostAt,
      manualReviewStatus: 'approved',
    });
    const list = await get(ctx.app, agent, '/api/admin/pending-host-verifications');
    expect((list.json() as HostReviewItem[]).map((i) => i.id)).toContain(host.id);
    await post(ctx.app, agent, `/api/admin/verify-user/${host.id}`, { status: 'verified' });
    expect((await userRow(host.id)).becameHostAt).toEqual(becameHostAt);
  });

  it('rejecting marks both statuses rejected and lets the user check again', async () => {
    const { agent } = await adminAgent();
    const user = await createUser(ctx.database.db, identityChecked);
    const res = await post(ctx.app, agent, `/api/admin/verify-user/${user.id}`, {
      status: 'rejected',
    });
    expect(res.json()).toEqual({
      message: A.verificationRejected,
      user: expect.objectContaining({ id: user.id, manualReviewStatus: 'rejected' }),
    });
    expect(await userRow(user.id)).toMatchObject({
      isVerifiedHost: false,
      manualReviewStatus: 'rejected',
      idmeVerificationStatus: 'rejected',
      idmeVerified: false,
    });
    expect((await auditOf(user.id))[0]?.action).toBe('reject_host_verification');
    expect((await sink.waitFor(user.email)).subject).toBe('About your identity verification');
  });

  it('refuses a user without a verified identity (409) and a bad status (400)', async () => {
    const { agent } = await adminAgent();
    const user = await createUser(ctx.database.db, applied);
    const res = await post(ctx.app, agent, `/api/admin/verify-user/${user.id}`, {
      status: 'verified',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(A.noPendingVerification);
    const bad = await post(ctx.app, agent, `/api/admin/verify-user/${user.id}`, {
      status: 'approved',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Status must be 'verified' or 'rejected'");
    expect(await auditOf(user.id)).toEqual([]);
  });
});
