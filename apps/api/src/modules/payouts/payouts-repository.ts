import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export interface ConnectState {
  stripeConnectStatus: 'pending' | 'complete' | null;
  stripeConnectOnboardingComplete: boolean;
}

/**
 * Links a new Connect account to the user only if the user still holds `expected` (null: none),
 * so two simultaneous set-up clicks cannot leave an account nobody holds. False: someone else won.
 */
export async function linkConnectAccount(
  db: DbOrTx,
  userId: number,
  expected: string | null,
  accountId: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      stripeConnectId: accountId,
      stripeConnectStatus: 'pending',
      stripeConnectOnboardingComplete: false,
    })
    .where(
      and(
        eq(users.id, userId),
        expected === null ? isNull(users.stripeConnectId) : eq(users.stripeConnectId, expected),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function findConnectIdOfUser(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: users.stripeConnectId })
    .from(users)
    .where(eq(users.id, userId));
  return row?.id ?? null;
}

/** Updates whoever holds the account; returns how many users that was. */
export async function setConnectStateByAccount(
  db: DbOrTx,
  accountId: string,
  state: ConnectState,
): Promise<number> {
  const rows = await db
    .update(users)
    .set(state)
    .where(eq(users.stripeConnectId, accountId))
    .returning({ id: users.id });
  return rows.length;
}

/** Unlinks the account from whoever held it; returns those users. */
export async function clearConnectAccount(db: DbOrTx, accountId: string) {
  return db
    .update(users)
    .set({
      stripeConnectId: null,
      stripeConnectStatus: null,
      stripeConnectOnboardingComplete: false,
    })
    .where(eq(users.stripeConnectId, accountId))
    .returning({ id: users.id, username: users.username });
}

/** The accounts live users hold; a removed account's tombstone keeps its id but holds nothing. */
export async function heldConnectAccountIds(db: DbOrTx): Promise<Set<string>> {
  const rows = await db
    .select({ id: users.stripeConnectId })
    .from(users)
    .where(and(isNotNull(users.stripeConnectId), isNull(users.deletedAt)));
  return new Set(rows.map((r) => r.id).filter((id): id is string => id !== null));
}
