import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type NewUserRow, type UserRow, users } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Usernames and emails are unique case-insensitively (indexes on lower(...)). */
export async function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

export async function hasAnyUser(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

export type InsertUserResult =
  | { ok: true; user: UserRow }
  | { ok: false; conflict: 'username' | 'email' };

/**
 * Inserts a user; a duplicate username or email (also one that won a race with this insert)
 * comes back as a conflict instead of an error.
 */
export async function insertUser(db: DbOrTx, values: NewUserRow): Promise<InsertUserResult> {
  try {
    const [user] = await db.insert(users).values(values).returning();
    if (!user) throw new Error('insertUser: insert returned nothing');
    return { ok: true, user };
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === 'users_username_lower_idx') return { ok: false, conflict: 'username' };
    if (constraint === 'users_email_lower_idx') return { ok: false, conflict: 'email' };
    throw err;
  }
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  values: Partial<Omit<NewUserRow, 'id'>>,
): Promise<UserRow | null> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row ?? null;
}

/**
 * Stamps `last_verification_sent` only when the last one is older than `cooldownMs` (or absent):
 * one statement, so two concurrent resends cannot both pass. Null means still cooling down.
 */
export async function claimVerificationSend(
  db: DbOrTx,
  id: number,
  cooldownMs: number,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ lastVerificationSent: sql`now()` })
    .where(
      sql`${users.id} = ${id} and (${users.lastVerificationSent} is null or ${users.lastVerificationSent} <= now() - make_interval(secs => ${cooldownMs / 1000}))`,
    )
    .returning();
  return row ?? null;
}
