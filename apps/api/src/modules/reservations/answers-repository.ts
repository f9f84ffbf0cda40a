import type { Companion, Dietary, SeatAnswers } from '@storytable/domain';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reservationSeats, reservations, users } from '../../db/schema/index.ts';
import type { BookedSeats } from './tuned/reserve-seat.ts';

export interface BookingAnswers {
  dietary: Dietary;
  answer: string | null;
}

/** Whether a booking answered anything worth a row (no row reads as no needs, no answer). */
export function answeredAnything(a: BookingAnswers | null): a is BookingAnswers {
  return a !== null && (a.dietary.needs.length > 0 || a.dietary.note !== null || a.answer !== null);
}

/** The rows `writeAnswers` and `writeCompanions` would write, for `reserve_seat` to write them. */
export function bookedSeats(
  { dietary, answer }: BookingAnswers,
  companions: readonly Companion[],
): BookedSeats {
  return {
    answer,
    seats: [
      { name: null, dietary: dietary.needs, note: dietary.note },
      ...companions.map((c) => ({ name: c.name, dietary: c.dietary.needs, note: c.dietary.note })),
    ],
  };
}

/** The booker's seat (position 0) and the answer, written or replaced. */
export async function writeAnswers(
  db: DbOrTx,
  reservationId: number,
  { dietary, answer }: BookingAnswers,
): Promise<void> {
  const seat = { dietary: dietary.needs, dietaryNote: dietary.note };
  await db
    .insert(reservationSeats)
    .values({ reservationId, position: 0, ...seat })
    .onConflictDoUpdate({
      target: [reservationSeats.reservationId, reservationSeats.position],
      set: seat,
    });
  await db.update(reservations).set({ answer }).where(eq(reservations.id, reservationId));
}

/** A party's companions' seats, positions 1 to 3, in the transaction that took the seats. */
export async function writeCompanions(
  db: DbOrTx,
  reservationId: number,
  companions: readonly Companion[],
): Promise<void> {
  if (companions.length === 0) return;
  await db.insert(reservationSeats).values(
    companions.map((c, i) => ({
      reservationId,
      position: i + 1,
      name: c.name,
      dietary: c.dietary.needs,
      dietaryNote: c.dietary.note,
    })),
  );
}

/** Each reservation's seats (the booker's named by their account) and its answer. */
export async function readAnswers(
  db: DbOrTx,
  reservationIds: number[],
): Promise<Map<number, SeatAnswers>> {
  const out = new Map<number, SeatAnswers>();
  if (reservationIds.length === 0) return out;
  const rows = await db
    .select({
      id: reservations.id,
      answer: reservations.answer,
      bookerName: users.name,
      position: reservationSeats.position,
      name: reservationSeats.name,
      needs: reservationSeats.dietary,
      note: reservationSeats.dietaryNote,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .leftJoin(reservationSeats, eq(reservationSeats.reservationId, reservations.id))
    .where(inArray(reservations.id, reservationIds))
    .orderBy(reservations.id, reservationSeats.position);
  for (const r of rows) {
    const entry = out.get(r.id) ?? { seats: [], answer: r.answer };
    const dietary = { needs: r.needs ?? [], note: r.note ?? null };
    if (r.position === null || r.position === 0) {
      entry.seats.unshift({ position: 0, name: r.bookerName, dietary });
    } else {
      entry.seats.push({ position: r.position, name: r.name ?? '', dietary });
    }
    out.set(r.id, entry);
  }
  return out;
}

/** The reservation, its dinner's start and the guest, locked for a change of answers. */
export async function lockForAnswers(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      userId: reservations.userId,
      status: reservations.status,
      eventId: reservations.eventId,
    })
    .from(reservations)
    .where(eq(reservations.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}
