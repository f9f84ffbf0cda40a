import { maskPaymentIds } from '@storytable/domain';
import type { Log, PaymentsDeps } from './payments-deps.ts';
import {
  findOwedSeatRefunds,
  findSeatRefundState,
  recordSeatRefund,
} from './seat-refund-repository.ts';

type Deps = Pick<PaymentsDeps, 'db' | 'payments' | 'metrics'>;

/** The provider's idempotency key for a companion seat's refund: one refund per seat, ever. */
export const seatRefundKey = (reservationId: number, position: number) =>
  `refund-${reservationId}-seat-${position}`;

const done = (status: string | null) => status === 'succeeded' || status === 'pending';

/**
 * Asks the provider for the partial refund a cancelled companion's seat owes and records it.
 * Safe to re-run, also concurrently (the key makes it one refund); a failure leaves it owed for
 * the sweeper. True when the money is on its way back.
 */
export async function settleSeatRefund(
  deps: Deps,
  reservationId: number,
  position: number,
  log: Log,
): Promise<boolean> {
  const row = await findSeatRefundState(deps.db, reservationId, position);
  if (!row) return false;
  if (row.refundStatus !== 'required' || !row.paymentIntentId) return done(row.refundStatus);
  try {
    const refund = await deps.payments.createRefund({
      paymentIntentId: row.paymentIntentId,
      idempotencyKey: seatRefundKey(reservationId, position),
      amount: row.refundAmount,
    });
    await recordSeatRefund(deps.db, row, { id: refund.id, status: refund.status });
    deps.metrics.refunds.inc({ outcome: refund.status });
    return done(refund.status);
  } catch (err) {
    deps.metrics.refunds.inc({ outcome: 'failed' });
    log.error(
      {
        reservationId,
        position,
        error: maskPaymentIds(err instanceof Error ? err.message : String(err)),
      },
      'seat refund failed: it stays owed and will be retried',
    );
    return false;
  }
}

/** The sweeper's pass over companions' refunds owed longer than `graceMs`. */
export async function settleOwedSeatRefunds(
  deps: Deps,
  log: Log,
  { graceMs = 60_000, limit = 100 }: { graceMs?: number; limit?: number } = {},
): Promise<{ settled: number; stillOwed: number }> {
  let settled = 0;
  let stillOwed = 0;
  for (const s of await findOwedSeatRefunds(deps.db, new Date(Date.now() - graceMs), limit)) {
    if (await settleSeatRefund(deps, s.reservationId, s.position, log)) settled += 1;
    else stillOwed += 1;
  }
  return { settled, stillOwed };
}
