import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  type EventRow,
  events,
  reservations,
  users,
  waitlistEntries,
} from '../../db/schema/index.ts';

export interface PayableEvent {
  event: EventRow;
  host: {
    stripeConnectId: string | null;
    stripeConnectStatus: string | null;
    stripeConnectOnboardingComplete: boolean;
  };
  /** Seats the waitlist holds at this dinner for the payer's party (an unexpired offer), or 0. */
  heldForPayer: number;
}

/** The dinner, its host's payout account, and whether the waitlist holds a seat for the payer. */
export async function findPayableEvent(
  db: DbOrTx,
  eventId: number,
  payerId: number,
): Promise<PayableEvent | null> {
  // an offer still good now holds the seat; the database's reserve_seat claims it by this rule
  const held = sql<number>`coalesce((select ${waitlistEntries.seats} from ${waitlistEntries}
    where ${waitlistEntries.eventId} = ${events.id} and ${waitlistEntries.userId} = ${payerId}
      and ${waitlistEntries.status} = 'offered' and ${waitlistEntries.offerExpiresAt} > now()), 0)`.mapWith(
    Number,
  );
  const [row] = await db
    .select({
      event: events,
      host: {
        stripeConnectId: users.stripeConnectId,
        stripeConnectStatus: users.stripeConnectStatus,
        stripeConnectOnboardingComplete: users.stripeConnectOnboardingComplete,
      },
      heldForPayer: held,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(eq(events.id, eventId))
    .limit(1);
  return row ?? null;
}

/**
 * The payer's reservations of the dinner: whether one is active, and how many there have been in
 * any status (the payment attempt's number).
 */
export async function paymentAttempt(
  db: DbOrTx,
  userId: number,
  eventId: number,
): Promise<{ reserved: boolean; attempt: number }> {
  const [row] = await db
    .select({
      n: count(),
      active: sql<boolean>`coalesce(bool_or(${reservations.status}), false)`,
    })
    .from(reservations)
    .where(and(eq(reservations.userId, userId), eq(reservations.eventId, eventId)));
  return { reserved: row?.active ?? false, attempt: row?.n ?? 0 };
}
