import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import {
  type SimulatedConnectAccountRow,
  type SimulatedPaymentIntentRow,
  type SimulatedRefundRow,
  type SimulatedVerificationSessionRow,
  simulatedConnectAccounts,
  simulatedPaymentIntents,
  simulatedRefunds,
  simulatedVerificationSessions,
} from '../../../db/schema/index.ts';

type NewPaymentIntent = typeof simulatedPaymentIntents.$inferInsert;
type NewRefund = typeof simulatedRefunds.$inferInsert;

const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation'] as const;

/** Inserts unless the idempotency key is taken; null then. */
export async function insertPaymentIntent(
  db: DbOrTx,
  row: NewPaymentIntent,
): Promise<SimulatedPaymentIntentRow | null> {
  const [created] = await db
    .insert(simulatedPaymentIntents)
    .values(row)
    .onConflictDoNothing()
    .returning();
  return created ?? null;
}

export async function findPaymentIntent(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(simulatedPaymentIntents)
    .where(eq(simulatedPaymentIntents.id, id));
  return row ?? null;
}

export async function findPaymentIntentByIdempotencyKey(db: DbOrTx, key: string) {
  const [row] = await db
    .select()
    .from(simulatedPaymentIntents)
    .where(eq(simulatedPaymentIntents.idempotencyKey, key));
  return row ?? null;
}

/** Frees a key whose 24 hours are over, so it may name a new request. */
export async function releaseIdempotencyKey(db: DbOrTx, key: string, createdBefore: Date) {
  await db
    .update(simulatedPaymentIntents)
    .set({ idempotencyKey: null })
    .where(
      and(
        eq(simulatedPaymentIntents.idempotencyKey, key),
        lt(simulatedPaymentIntents.createdAt, createdBefore),
      ),
    );
}

/** One conditional update: only a confirmable intent moves, so a second confirm finds nothing. */
export async function markPaymentIntentSucceeded(
  db: DbOrTx,
  id: string,
  chargeId: string,
  status: 'succeeded' | 'requires_capture' = 'succeeded',
) {
  const [row] = await db
    .update(simulatedPaymentIntents)
    .set({ status, latestChargeId: chargeId, lastPaymentError: null })
    .where(
      and(eq(simulatedPaymentIntents.id, id), inArray(simulatedPaymentIntents.status, CONFIRMABLE)),
    )
    .returning();
  return row ?? null;
}

export async function recordPaymentFailure(
  db: DbOrTx,
  id: string,
  error: NonNullable<SimulatedPaymentIntentRow['lastPaymentError']>,
  chargeId: string | null,
) {
  const [row] = await db
    .update(simulatedPaymentIntents)
    .set({
      status: 'requires_payment_method',
      lastPaymentError: error,
      ...(chargeId ? { latestChargeId: chargeId } : {}),
    })
    .where(
      and(eq(simulatedPaymentIntents.id, id), inArray(simulatedPaymentIntents.status, CONFIRMABLE)),
    )
    .returning();
  return row ?? null;
}

/** Inserts unless the key is taken; null then (the demo's refunds, made as they were). */
export async function insertRefund(db: DbOrTx, row: NewRefund): Promise<SimulatedRefundRow | null> {
  const [created] = await db.insert(simulatedRefunds).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

/** What the payment has had back so far, in cents. */
export async function refundedOf(db: DbOrTx, paymentIntentId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${simulatedRefunds.amount}), 0)`.mapWith(Number) })
    .from(simulatedRefunds)
    .where(eq(simulatedRefunds.paymentIntentId, paymentIntentId));
  return row?.sum ?? 0;
}

/**
 * Refunds `amount` (null: all that is left) under the payment's row lock, so that concurrent
 * partial refunds never return more than was paid. A string says why not: the key is taken, the
 * payment is refunded already, or the amount is more than is left.
 */
export function refundUnderLock(
  db: Db,
  row: {
    id: string;
    paymentIntentId: string;
    amount: number | null;
    total: number;
    idempotencyKey: string;
  },
): Promise<SimulatedRefundRow | 'taken' | 'refunded' | 'too_large'> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: simulatedPaymentIntents.id })
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, row.paymentIntentId))
      .for('update');
    if (await findRefundByIdempotencyKey(tx, row.idempotencyKey)) return 'taken';
    const left = row.total - (await refundedOf(tx, row.paymentIntentId));
    if (left <= 0) return 'refunded';
    const amount = row.amount ?? left;
    if (amount > left) return 'too_large';
    const [created] = await tx
      .insert(simulatedRefunds)
      .values({ ...row, amount, status: 'succeeded' })
      .onConflictDoNothing()
      .returning();
    return created ?? 'taken';
  });
}

export async function findRefundByIdempotencyKey(db: DbOrTx, key: string) {
  const [row] = await db
    .select()
    .from(simulatedRefunds)
    .where(eq(simulatedRefunds.idempotencyKey, key));
  return row ?? null;
}

export async function insertAccount(
  db: DbOrTx,
  row: typeof simulatedConnectAccounts.$inferInsert,
): Promise<SimulatedConnectAccountRow> {
  const [created] = await db.insert(simulatedConnectAccounts).values(row).returning();
  if (!created) throw new Error('insertAccount: insert returned nothing');
  return created;
}

export async function findAccount(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(simulatedConnectAccounts)
    .where(eq(simulatedConnectAccounts.id, id));
  return row ?? null;
}

/** Newest first, as Stripe lists. */
export function listAccounts(db: DbOrTx) {
  return db
    .select()
    .from(simulatedConnectAccounts)
    .orderBy(desc(simulatedConnectAccounts.createdAt), desc(simulatedConnectAccounts.id));
}

export async function deleteAccount(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(simulatedConnectAccounts)
    .where(eq(simulatedConnectAccounts.id, id))
    .returning({ id: simulatedConnectAccounts.id });
  return rows.length > 0;
}

export async function enableAccount(db: DbOrTx, id: string) {
  const [row] = await db
    .update(simulatedConnectAccounts)
    .set({ chargesEnabled: true, detailsSubmitted: true })
    .where(eq(simulatedConnectAccounts.id, id))
    .returning();
  return row ?? null;
}

export async function insertVerificationSession(
  db: DbOrTx,
  row: typeof simulatedVerificationSessions.$inferInsert,
): Promise<SimulatedVerificationSessionRow> {
  const [created] = await db.insert(simulatedVerificationSessions).values(row).returning();
  if (!created) throw new Error('insertVerificationSession: insert returned nothing');
  return created;
}

export async function findVerificationSession(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(simulatedVerificationSessions)
    .where(eq(simulatedVerificationSessions.id, id));
  return row ?? null;
}

/** Only a session still waiting for the user, or still processing, can be completed. */
export async function completeVerificationSession(
  db: DbOrTx,
  id: string,
  result: { status: 'verified' | 'processing' | 'requires_input'; lastErrorCode: string | null },
) {
  const [row] = await db
    .update(simulatedVerificationSessions)
    .set(result)
    .where(
      and(
        eq(simulatedVerificationSessions.id, id),
        inArray(simulatedVerificationSessions.status, ['requires_input', 'processing']),
      ),
    )
    .returning();
  return row ?? null;
}

/** One status change of a manual-capture intent, only from `from` (one wins a race). */
export async function movePaymentIntent(
  db: DbOrTx,
  id: string,
  from: SimulatedPaymentIntentRow['status'][],
  to: 'succeeded' | 'canceled',
) {
  const [row] = await db
    .update(simulatedPaymentIntents)
    .set({ status: to })
    .where(and(eq(simulatedPaymentIntents.id, id), inArray(simulatedPaymentIntents.status, from)))
    .returning();
  return row ?? null;
}
