import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reservationSeats, reservations, seatCancellations } from '../../db/schema/index.ts';
import { releasedShares } from '../payments/index.ts';

/** The guest's confirmed reservation as it stands under the dinner's lock (null: not active). */
export async function findActiveForSeat(tx: DbOrTx, id: number, userId: number) {
  const [row] = await tx
    .select({
      id: reservations.id,
      seats: reservations.seats,
      amountPaid: reservations.amountPaid,
      released: releasedShares(reservations.id),
    })
    .from(reservations)
    .where(
      and(eq(reservations.id, id), eq(reservations.userId, userId), eq(reservations.status, true)),
    )
    .limit(1);
  return row ?? null;
}

/** The shares of the payment the reservation's cancelled companions took, in cents. */
export async function releasedOf(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db
    .select({ n: releasedShares(reservations.id) })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row?.n ?? 0;
}

export async function isSeatCancelled(tx: DbOrTx, id: number, position: number) {
  const rows = await tx
    .select({ position: seatCancellations.position })
    .from(seatCancellations)
    .where(and(eq(seatCancellations.reservationId, id), eq(seatCancellations.position, position)))
    .limit(1);
  return rows.length > 0;
}

/** Removes a companion's seat row: its name and needs leave with them. Null: no such companion. */
export async function deleteCompanionSeat(tx: DbOrTx, id: number, position: number) {
  const [row] = await tx
    .delete(reservationSeats)
    .where(
      and(
        eq(reservationSeats.reservationId, id),
        eq(reservationSeats.position, position),
        gt(reservationSeats.position, 0),
      ),
    )
    .returning({ name: reservationSeats.name });
  return row ?? null;
}

/** Records the cancelled seat (its share, its refund owed) and shrinks the party by one. */
export async function recordSeatCancelled(
  tx: DbOrTx,
  seat: { reservationId: number; position: number; share: number; refundAmount: number },
) {
  await tx.insert(seatCancellations).values({
    ...seat,
    refundStatus: seat.refundAmount > 0 ? 'required' : null,
  });
  const [row] = await tx
    .update(reservations)
    .set({ seats: sql`${reservations.seats} - 1` })
    .where(and(eq(reservations.id, seat.reservationId), gt(reservations.seats, 1)))
    .returning({ seats: reservations.seats });
  if (!row) throw new Error('a companion’s seat cancelled from a party of one');
  return row.seats;
}
