import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import { insertSession } from '../platform/sessions/session-repository.ts';
import { hashToken, newToken, SESSION_COOKIE } from '../platform/sessions/session-token.ts';
import { type CreateUserOverrides, createUser } from '../platform/users/user-factory.ts';

export interface Agent {
  /** cookie + x-csrf-token headers for app.inject */
  headers: Record<string, string>;
}

/** A browser-like agent with a CSRF token and no session. */
export async function anonymousAgent(app: FastifyInstance): Promise<Agent> {
  const res = await app.inject({ method: 'GET', url: '/api/csrf-token' });
  const csrfCookie = res.cookies.find((c) => c.name === 'csrf');
  if (!csrfCookie) throw new Error('no csrf cookie');
  const { csrfToken } = res.json() as { csrfToken: string };
  return { headers: { cookie: `csrf=${csrfCookie.value}`, 'x-csrf-token': csrfToken } };
}

/** An agent signed in as `user` through a real session row (for tests of other modules). */
export async function agentFor(
  app: FastifyInstance,
  db: DbOrTx,
  user: Pick<UserRow, 'id'>,
): Promise<Agent> {
  const agent = await anonymousAgent(app);
  const token = newToken();
  await insertSession(db, {
    id: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  agent.headers.cookie = `${agent.headers.cookie}; ${SESSION_COOKIE}=${token}`;
  return agent;
}

/** Creates a user and returns it with a signed-in agent. */
export async function signedInUser(
  app: FastifyInstance,
  db: DbOrTx,
  overrides: CreateUserOverrides = {},
) {
  const user = await createUser(db, overrides);
  return { user, agent: await agentFor(app, db, user) };
}
