import { priceOfSeats, requestExpiresAt } from '@storytable/domain';
import { and, desc, eq, gt, gte } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { events, joinRequests, reservations, type UserRow, users } from '../db/schema/index.ts';
import { insertPaymentIntent } from '../platform/payments/simulated/repository.ts';
import { clientSecretFor, stripeId } from '../platform/payments/stripe-ids.ts';

const DAY = 86_400_000;

/**
 * The demo host's furthest paid dinner with seats free asks guests to 'Request to join'
 * (decision 068), and two demo guests have asked: one alone, one with a companion. Their cards
 * are authorized in the simulated gateway (manual capture), so Approve really captures.
 */
export async function seedDemoApproval(tx: DbOrTx, host: UserRow, guests: UserRow[]) {
  const now = new Date();
  const [dinner] = await tx
    .select()
    .from(events)
    .where(
      and(
        eq(events.hostId, host.id),
        eq(events.status, true),
        gt(events.price, 0),
        gte(events.availableSpots, 3),
        gt(events.dateTime, new Date(now.getTime() + 5 * DAY)),
      ),
    )
    .orderBy(desc(events.dateTime))
    .limit(1);
  const [account] = await tx
    .select({ id: users.stripeConnectId })
    .from(users)
    .where(eq(users.id, host.id));
  if (!dinner || !account?.id) return;
  await tx.update(events).set({ requiresApproval: true }).where(eq(events.id, dinner.id));
  const seated = await tx
    .select({ userId: reservations.userId })
    .from(reservations)
    .where(and(eq(reservations.eventId, dinner.id), eq(reservations.status, true)));
  const askers = guests.filter((g) => !seated.some((s) => s.userId === g.id)).slice(0, 2);
  const parties = [
    [{ name: null, dietary: { needs: ['vegetarian' as const], note: null } }],
    [
      { name: null, dietary: { needs: [], note: null } },
      { name: 'Noor', dietary: { needs: ['nut_allergy' as const], note: 'Carries an EpiPen.' } },
    ],
  ];
  const answers = [
    'The night my grandmother taught me to make bread without a recipe.',
    'How a wrong train in Lisbon became the best week of my life.',
  ];
  for (const [i, guest] of askers.entries()) {
    const party = parties[i] ?? [];
    const createdAt = new Date(now.getTime() - (i + 1) * 3_600_000);
    const { total, fee } = priceOfSeats(dinner.price, party.length);
    const [request] = await tx
      .insert(joinRequests)
      .values({
        eventId: dinner.id,
        userId: guest.id,
        status: 'pending',
        party,
        seats: party.length,
        answer: dinner.question ? (answers[i] ?? null) : null,
        amount: total,
        createdAt,
        expiresAt: requestExpiresAt(createdAt, dinner.dateTime),
      })
      .returning();
    if (!request) continue;
    const paymentIntentId = stripeId('pi');
    await insertPaymentIntent(tx, {
      id: paymentIntentId,
      clientSecret: clientSecretFor(paymentIntentId),
      amount: total,
      currency: 'usd',
      status: 'requires_capture',
      captureMethod: 'manual',
      metadata: {
        eventId: String(dinner.id),
        userId: String(guest.id),
        joinRequestId: String(request.id),
      },
      destinationAccountId: account.id,
      applicationFeeAmount: fee,
      latestChargeId: stripeId('ch'),
      idempotencyKey: `jr-authorize-${request.id}`,
      createdAt,
    });
    await tx.update(joinRequests).set({ paymentIntentId }).where(eq(joinRequests.id, request.id));
  }
}
