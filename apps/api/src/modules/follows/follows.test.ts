import { describe, expect, it } from 'vitest';
import { createUser } from '../../platform/users/user-factory.ts';
import { anonymousAgent, signedInUser } from '../../test/auth.ts';
import { useTestApp } from '../../test/helper.ts';

const ctx = useTestApp();

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method, url, headers });

describe('follows', () => {
  it('follows a host, lists them with their public fields, repeats harmlessly, unfollows', async () => {
    const host = await createUser(ctx.database.db, {
      isHost: true,
      isVerifiedHost: true,
      name: 'Eleanor',
      bio: 'Historian',
      rating: 4.9,
      reviewCount: 7,
      stripeConnectId: 'acct_secret',
    });
    const { agent } = await signedInUser(ctx.app, ctx.database.db);

    const first = await call('POST', `/api/follows/${host.id}`, agent.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ hostId: host.id, following: true });
    const again = await call('POST', `/api/follows/${host.id}`, agent.headers);
    expect(again.statusCode).toBe(200);

    const list = await call('GET', '/api/follows', agent.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        host: {
          id: host.id,
          name: 'Eleanor',
          profileImage: null,
          bio: 'Historian',
          isHost: true,
          isVerifiedHost: true,
          rating: 4.9,
          reviewCount: 7,
        },
      },
    ]);

    const off = await call('DELETE', `/api/follows/${host.id}`, agent.headers);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ hostId: host.id, following: false });
    expect((await call('GET', '/api/follows', agent.headers)).json()).toEqual([]);
    // unfollowing someone not followed is harmless too
    expect((await call('DELETE', `/api/follows/${host.id}`, agent.headers)).statusCode).toBe(200);
  });

  it('lists the most recently followed host first', async () => {
    const a = await createUser(ctx.database.db, { isHost: true, name: 'A' });
    const b = await createUser(ctx.database.db, { isHost: true, name: 'B' });
    const { agent } = await signedInUser(ctx.app, ctx.database.db);
    await call('POST', `/api/follows/${a.id}`, agent.headers);
    await call('POST', `/api/follows/${b.id}`, agent.headers);
    const names = (await call('GET', '/api/follows', agent.headers))
      .json()
      .map((f: { host: { name: string } }) => f.host.name);
    expect(names).toEqual(['B', 'A']);
  });

  it('refuses to follow yourself, even as a host', async () => {
    const { user, agent } = await signedInUser(ctx.app, ctx.database.db, { isHost: true });
    const res = await call('POST', `/api/follows/${user.id}`, agent.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot follow yourself');
  });

  it('follows hosts only', async () => {
    const guest = await createUser(ctx.database.db);
    const { agent } = await signedInUser(ctx.app, ctx.database.db);
    const res = await call('POST', `/api/follows/${guest.id}`, agent.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Only hosts can be followed');
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    const { agent } = await signedInUser(ctx.app, ctx.database.db);
    const missing = await call('POST', '/api/follows/987654', agent.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found');
    const bad = await call('POST', '/api/follows/abc', agent.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid host id');
  });

  it('needs a signed-in user', async () => {
    const host = await createUser(ctx.database.db, { isHost: true });
    const visitor = await anonymousAgent(ctx.app);
    expect((await call('GET', '/api/follows', visitor.headers)).statusCode).toBe(401);
    expect((await call('POST', `/api/follows/${host.id}`, visitor.headers)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/follows/${host.id}`, visitor.headers)).statusCode).toBe(401);
  });
});
