import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { sessions, type UserRow, users } from '../../db/schema/index.ts';

export async function insertSession(
  db: DbOrTx,
  s: { id: string; userId: number; expiresAt: Date },
) {
  await db.insert(sessions).values(s);
}

export async function deleteSession(db: DbOrTx, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteUserSessions(db: DbOrTx, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Signs the user out everywhere but `keepId` (the session asking). */
export async function deleteOtherSessions(db: DbOrTx, userId: number, keepId: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
}

/**
 * Pushes the expiry out to `expiresAt`, never past the session's absolute lifetime from its
 * creation; returns the expiry that now holds (null if the session is gone).
 */
export async function extendSession(
  db: DbOrTx,
  id: string,
  expiresAt: Date,
  absoluteLifetimeMs: number,
): Promise<Date | null> {
  const [row] = await db
    .update(sessions)
    .set({
      expiresAt: sql`least(${expiresAt.toISOString()}::timestamptz, ${sessions.createdAt} + make_interval(secs => ${absoluteLifetimeMs / 1000}))`,
    })
    .where(eq(sessions.id, id))
    .returning({ expiresAt: sessions.expiresAt });
  return row?.expiresAt ?? null;
}

export async function deleteExpiredSessions(db: DbOrTx): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning({ id: sessions.id });
  return rows.length;
}

export type SessionUser = {
  /** The session's id: the hash of its cookie's token. */
  id: string;
  user: UserRow;
  expiresAt: Date;
  /** GET /api/user's answer, made once per cached entry (platform/users/own-view.ts). */
  ownViewJson?: string;
} | null;

/**
 * The session -> user lookup, which runs on every signed-in request: prepared once per database
 * (app.ts hands it to the SessionCache).
 */
export function prepareSessionLookup(db: Db): (id: string) => Promise<SessionUser> {
  const query = db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_user');
  return async (id) => {
    const [row] = await query.execute({ id });
    return row ? { id, ...row } : null;
  };
}
