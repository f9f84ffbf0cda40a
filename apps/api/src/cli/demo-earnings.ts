import { priceOfSeats } from '@storytable/domain';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { events, reservations, type UserRow, users } from '../db/schema/index.ts';
import { insertPaymentIntent, insertRefund } from '../platform/payments/simulated/repository.ts';
import { clientSecretFor, stripeId } from '../platform/payments/stripe-ids.ts';

/**
 * The demo host's past paid dinner had a guest who cancelled in time and was refunded in full
 * (decision 064), so her earnings show a refund beside the payments and the payout. A
 * cancelled seat holds no seat: the dinner's counts stay as they are.
 */
export async function seedDemoRefund(tx: DbOrTx, host: UserRow, guests: UserRow[]) {
  const [dinner] = await tx
    .select()
    .from(events)
    .where(and(eq(events.hostId, host.id), lt(events.dateTime, sql`now()`), gt(events.price, 0)))
    .orderBy(asc(events.dateTime))
    .limit(1);
  const [account] = await tx
    .select({ id: users.stripeConnectId })
    .from(users)
    .where(eq(users.id, host.id));
  if (!dinner || !account?.id) return;
  const seated = await tx
    .select({ userId: reservations.userId })
    .from(reservations)
    .where(eq(reservations.eventId, dinner.id));
  const guest = guests.find((g) => !seated.some((s) => s.userId === g.id));
  if (!guest) return;
  const amount = priceOfSeats(dinner.price).total;
  const paidAt = new Date(dinner.dateTime.getTime() - 12 * 86_400_000);
  const refundedAt = new Date(paidAt.getTime() + 2 * 86_400_000);
  const paymentIntentId = stripeId('pi');
  await insertPaymentIntent(tx, {
    id: paymentIntentId,
    clientSecret: clientSecretFor(paymentIntentId),
    amount,
    currency: 'usd',
    status: 'succeeded',
    metadata: { eventId: String(dinner.id), userId: String(guest.id) },
    destinationAccountId: account.id,
    applicationFeeAmount: amount - dinner.price,
    latestChargeId: stripeId('ch'),
    createdAt: paidAt,
  });
  const refund = await insertRefund(tx, {
    id: stripeId('re'),
    paymentIntentId,
    amount,
    status: 'succeeded',
    idempotencyKey: null,
    createdAt: refundedAt,
  });
  await tx.insert(reservations).values({
    eventId: dinner.id,
    userId: guest.id,
    status: false,
    paymentIntentId,
    amountPaid: amount,
    createdAt: paidAt,
    confirmationSentAt: paidAt,
    cancelledAt: refundedAt,
    cancelReason: 'guest',
    refundStatus: 'succeeded',
    refundId: refund?.id ?? null,
    refundedAt,
  });
}
