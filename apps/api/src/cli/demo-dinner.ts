import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { events, reservations, type UserRow } from '../db/schema/index.ts';
import { ensureTicket } from '../modules/tickets/index.ts';

const DAY_MS = 24 * 3_600_000;

export interface DemoDinnerPlan {
  title: string;
  dateTime: Date;
  capacity: number;
  /** Each takes one free seat with its ticket. */
  guests: UserRow[];
  /** The first guest booked this many days ago, each next one a day earlier. */
  bookedDaysAgo: number;
}

/**
 * A free dinner of the host, shaped like their first one, with its guests seated and ticketed
 * as `reserve_seat` would leave them: the demo's evening-of and morning-after scenes start here.
 */
export async function seatDemoDinner(tx: DbOrTx, host: UserRow, plan: DemoDinnerPlan) {
  const [model] = await tx
    .select()
    .from(events)
    .where(eq(events.hostId, host.id))
    .orderBy(asc(events.id))
    .limit(1);
  if (!model) return null;
  const { id: _id, createdAt: _c, updatedAt: _u, coverImageKey: _k, ...fields } = model;
  const [dinner] = await tx
    .insert(events)
    .values({
      ...fields,
      title: plan.title,
      featured: false,
      dateTime: plan.dateTime,
      price: 0,
      capacity: plan.capacity,
      availableSpots: plan.capacity - plan.guests.length,
      revision: 0,
      materialChangeAt: null,
    })
    .returning();
  if (!dinner) return null;
  const seated = await tx
    .insert(reservations)
    .values(
      plan.guests.map((guest, k) => {
        const bookedAt = new Date(Date.now() - (plan.bookedDaysAgo + k) * DAY_MS);
        return {
          eventId: dinner.id,
          userId: guest.id,
          status: true,
          amountPaid: 0,
          createdAt: bookedAt,
          confirmationSentAt: bookedAt,
        };
      }),
    )
    .returning({ id: reservations.id, userId: reservations.userId });
  for (const r of seated) await ensureTicket(tx, { reservationId: r.id, eventId: dinner.id });
  return { dinner, seated };
}
