import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { oneTimeTokens } from '../../db/schema/index.ts';

export type TokenPurpose = (typeof oneTimeTokens.$inferInsert)['purpose'];

export async function insertToken(
  db: DbOrTx,
  t: { tokenHash: string; purpose: TokenPurpose; userId: number; expiresAt: Date },
) {
  await db.insert(oneTimeTokens).values(t);
}

const usable = (tokenHash: string, purpose: TokenPurpose) =>
  and(
    eq(oneTimeTokens.tokenHash, tokenHash),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, sql`now()`),
  );

/** The owner of a token that is unused and unexpired, without using it. */
export async function findUsableToken(
  db: DbOrTx,
  tokenHash: string,
  purpose: TokenPurpose,
): Promise<{ userId: number } | null> {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(usable(tokenHash, purpose))
    .limit(1);
  return row ?? null;
}

/** Marks the token used if it still is usable; exactly one caller ever gets the row back. */
export async function useToken(
  db: DbOrTx,
  tokenHash: string,
  purpose: TokenPurpose,
): Promise<{ userId: number } | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(tokenHash, purpose))
    .returning({ userId: oneTimeTokens.userId });
  return row ?? null;
}

/** Retires every outstanding token of a user for one purpose (e.g. after a password reset). */
export async function useAllTokens(db: DbOrTx, userId: number, purpose: TokenPurpose) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}
