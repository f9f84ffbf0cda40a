import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { events, payoutAccountRemovals, reservations } from '../../db/schema/index.ts';
import { isMissing } from './gateway.ts';

/** Longest wait between two tries of one removal. */
const MAX_BACKOFF_S = 6 * 60 * 60;

/**
 * Inside the transaction that removes a host's account: their payout account is to go at the
 * provider. Written here, it is removed after the commit or, when the provider is down, by the
 * sweep later (decision 043).
 */
export async function schedulePayoutAccountRemoval(tx: DbOrTx, userId: number, accountId: string) {
  await tx.insert(payoutAccountRemovals).values({ accountId, userId }).onConflictDoNothing();
}

// a refund still owed on one of the holder's dinners goes through their account: it goes first
const refundsOwed = sql`exists (
  select 1 from ${reservations} join ${events} on ${events.id} = ${reservations.eventId}
  where ${events.hostId} = ${payoutAccountRemovals.userId} and ${reservations.refundStatus} = 'required')`;

/**
 * Deletes the due payout accounts at the provider (those of `userId` only, when given), and
 * forgets each one the provider confirms or no longer knows; a failure is kept with its error
 * and tried again later, backing off. Safe on several instances at once: a second deletion of
 * one account finds it missing, which counts as done.
 */
export async function removeDuePayoutAccounts(
  deps: Pick<AppDeps, 'db' | 'payments' | 'log'>,
  userId?: number,
): Promise<{ removed: number; failed: number }> {
  const due = await deps.db
    .select({ accountId: payoutAccountRemovals.accountId, userId: payoutAccountRemovals.userId })
    .from(payoutAccountRemovals)
    .where(
      and(
        sql`${payoutAccountRemovals.nextAttemptAt} <= now()`,
        sql`not ${refundsOwed}`,
        userId === undefined ? undefined : eq(payoutAccountRemovals.userId, userId),
      ),
    )
    .limit(100);
  let removed = 0;
  let failed = 0;
  for (const row of due) {
    try {
      await deps.payments.deleteAccount(row.accountId).catch((err: unknown) => {
        if (!isMissing(err)) throw err;
      });
      await deps.db
        .delete(payoutAccountRemovals)
        .where(eq(payoutAccountRemovals.accountId, row.accountId));
      removed += 1;
    } catch (err) {
      failed += 1;
      deps.log.warn({ err, userId: row.userId }, 'payout account removal failed; will retry');
      await deps.db
        .update(payoutAccountRemovals)
        .set({
          attempts: sql`${payoutAccountRemovals.attempts} + 1`,
          nextAttemptAt: sql`now() + make_interval(secs => least(${MAX_BACKOFF_S}, 60 * power(2, ${payoutAccountRemovals.attempts})))`,
          lastError: String((err as Error)?.message ?? err).slice(0, 500),
        })
        .where(eq(payoutAccountRemovals.accountId, row.accountId));
    }
  }
  return { removed, failed };
}
