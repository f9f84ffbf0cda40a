import {
  isSeatRefusal,
  maskPaymentIds,
  RESERVATION_MESSAGES,
  RESERVE_REFUSAL_ANSWERS,
} from '@storytable/domain';
import type { ReservationRow } from '../../db/schema/index.ts';
import { PaymentGatewayError } from '../../platform/payments/gateway.ts';
import { eventCancelledEmail, seatNotGivenEmail } from './cancellation-emails.ts';
import type { Log, PaymentsDeps } from './payments-deps.ts';
import {
  claimNotice,
  findNoticeParties,
  findOwed,
  findOwedForEvent,
  findRefundState,
  recordRefund,
} from './refund-repository.ts';
import { settleOwedSeatRefunds } from './seat-refund-service.ts';

type Deps = Pick<PaymentsDeps, 'db' | 'payments' | 'mailer' | 'config' | 'metrics'>;

/** The provider's idempotency key for a reservation's refund: a re-run never refunds twice. */
export const refundKey = (reservationId: number) => `refund-${reservationId}`;

const refundDone = (status: ReservationRow['refundStatus']) =>
  status === 'succeeded' || status === 'pending';

/**
 * Asks the provider for the refund a cancelled reservation owes (refund_status 'required') and
 * records it. Safe to run any number of times, also concurrently: the idempotency key makes the
 * provider answer every run with the same single refund. A failure leaves the refund owed (the
 * sweeper and a re-run of the cancellation retry it). True when the money is on its way back.
 */
export async function settleRefund(deps: Deps, reservationId: number, log: Log): Promise<boolean> {
  const row = await findRefundState(deps.db, reservationId);
  if (!row) return false;
  if (row.refundStatus !== 'required' || !row.paymentIntentId) return refundDone(row.refundStatus);
  try {
    // once a companion's seat has gone, only what is left of the payment comes back
    const refund = await deps.payments.createRefund({
      paymentIntentId: row.paymentIntentId,
      idempotencyKey: refundKey(row.id),
      ...(row.released > 0 ? { amount: row.amountPaid - row.released } : {}),
    });
    await recordRefund(deps.db, row.id, { id: refund.id, status: refund.status });
    deps.metrics.refunds.inc({ outcome: refund.status });
    return refundDone(refund.status);
  } catch (err) {
    if (err instanceof PaymentGatewayError && err.code === 'charge_already_refunded') {
      // refunded outside this key (e.g. from the provider's dashboard): nothing is owed any more
      await recordRefund(deps.db, row.id, { id: null, status: 'succeeded' });
      return true;
    }
    deps.metrics.refunds.inc({ outcome: 'failed' });
    log.error(
      { reservationId, error: maskPaymentIds(err instanceof Error ? err.message : String(err)) },
      'refund failed: it stays owed and will be retried',
    );
    return false;
  }
}

/**
 * Finishes what a cancelled reservation still owes: its refund first, then (once nothing is owed
 * any more) the guest's email, claimed so that it goes out once. Returns whether all is settled.
 */
export async function settleCancelled(deps: Deps, row: ReservationRow, log: Log): Promise<boolean> {
  let refunded = refundDone(row.refundStatus);
  if (row.refundStatus === 'required') {
    refunded = await settleRefund(deps, row.id, log);
    if (!refunded) return false;
  }
  if (row.notifyPending && (await claimNotice(deps.db, row.id))) {
    await notifyGuest(deps, row, refunded, log);
  }
  return true;
}

/** Why a paid attempt bought no seat, as its guest is told (the reservation route's words). */
function refusalMessage(reason: NonNullable<ReservationRow['cancelReason']>): string {
  return isSeatRefusal(reason)
    ? RESERVE_REFUSAL_ANSWERS[reason].message
    : RESERVATION_MESSAGES.PAYMENT_ALREADY_USED;
}

async function notifyGuest(deps: Deps, row: ReservationRow, refunded: boolean, log: Log) {
  try {
    const found = await findNoticeParties(deps.db, row);
    if (!found) return;
    const { guest, event } = found;
    const ctx = { appName: deps.config.appName, appUrl: deps.config.appUrl };
    const email =
      row.cancelReason === 'event_cancelled'
        ? eventCancelledEmail(ctx, guest, { amountPaid: row.amountPaid, refunded }, event)
        : seatNotGivenEmail(ctx, guest, row, event, refusalMessage(row.cancelReason ?? 'sold_out'));
    await deps.mailer.send(email);
  } catch (err) {
    log.error({ err, reservationId: row.id }, 'cancellation email failed');
  }
}

/**
 * After a host cancels a dinner (and on every re-run of the cancellation): refunds and emails
 * each guest whose refund or email is still owed. Returns how many stay owed.
 */
export async function settleEventCancellation(
  deps: Deps,
  eventId: number,
  log: Log,
): Promise<{ settled: number; stillOwed: number }> {
  let settled = 0;
  let stillOwed = 0;
  for (const row of await findOwedForEvent(deps.db, eventId)) {
    if (await settleCancelled(deps, row, log)) settled += 1;
    else stillOwed += 1;
  }
  return { settled, stillOwed };
}

/**
 * The sweeper's pass: everything owed for longer than `graceMs` (a crash, a provider outage),
 * oldest first. Returns how many stay owed.
 */
export async function settleOwed(
  deps: Deps,
  log: Log,
  { graceMs = 60_000, limit = 100 }: { graceMs?: number; limit?: number } = {},
): Promise<{ settled: number; stillOwed: number }> {
  let settled = 0;
  let stillOwed = 0;
  for (const row of await findOwed(deps.db, new Date(Date.now() - graceMs), limit)) {
    if (await settleCancelled(deps, row, log)) settled += 1;
    else stillOwed += 1;
  }
  // companions' partial refunds (decision 067) are owed the same way
  const seats = await settleOwedSeatRefunds(deps, log, { graceMs, limit });
  return { settled: settled + seats.settled, stillOwed: stillOwed + seats.stillOwed };
}
