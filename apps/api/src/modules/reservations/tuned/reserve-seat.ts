import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { compiledSelect } from '../../../db/compiled-query.ts';
import { type EventRow, reservations } from '../../../db/schema/index.ts';
import type { NewOutboxRow } from '../../../platform/email/outbox-repository.ts';
import type { NewTicket } from '../../tickets/index.ts';

/** A seat row as `reserve_seat` writes it (migration 0036), in position order from the booker's. */
export interface SeatRow {
  name: string | null;
  dietary: readonly string[];
  note: string | null;
}

/** What the booking answered: written by the same call, or nothing (no seat rows, no answer). */
export interface BookedSeats {
  answer: string | null;
  seats: readonly SeatRow[];
}

// Tuned: measure before touching (README). The function is migration 0016's (last changed in 0034); its figures are
// decision 038's and docs/measurements/hot-paths.md.

/** `reserve_seat`'s answer: 'changed' means the dinner changed since it was read. */
export type SeatOutcome = 'reserved' | 'changed' | 'event_unavailable' | 'event_past' | 'sold_out';

/** `reserve_seat`'s parameters, in the function's order. */
const RESERVE_SEAT_ARGS = [
  'eventId',
  'userId',
  'reservationId',
  'paymentIntentId',
  'amountPaid',
  'title',
  'dateTime',
  'timeZone',
  'restaurantName',
  'location',
  'price',
  'to',
  'subject',
  'text',
  'html',
  'attachments',
  'requestId',
  'ticketToken',
  'ticketCode',
  'seats',
  'answer',
  'seatRows',
] as const;

const callReserveSeat = compiledSelect('reservation_take_seat', (db) => {
  const args = sql.join(
    RESERVE_SEAT_ARGS.map((name) => sql.placeholder(name)),
    sql`, `,
  );
  return db
    .select({
      outcome: sql<SeatOutcome>`outcome`,
      spots: sql<number | null>`spots`,
      madeAt: sql<Date | null>`made_at`.mapWith(reservations.createdAt),
      outboxId: sql<number | null>`outbox_id`,
    })
    .from(sql`reserve_seat(${args})`);
});

/**
 * The seat, the reservation and its confirmation in one call of the database's `reserve_seat`
 * (migrations 0016 to 0034): it locks the dinner, and does nothing unless the dinner still says what the
 * confirmation was made from and is active and upcoming; then the guest's unexpired waitlist offer
 * is claimed and its held seat is theirs, or else one public seat is taken if any is left; then
 * the reservation (with its answer), its seat rows, its ticket and the confirmation's outbox row
 * are inserted. A party takes all
 * its seats or none ('sold_out' then carries the seats left). A unique index
 * refusing the reservation (a second active one, a payment used, a ticket code the dinner already
 * has) throws 23505, and nothing is kept.
 */
export async function reserveSeat(
  db: DbOrTx,
  seat: {
    reservationId: number;
    eventId: number;
    userId: number;
    paymentIntentId: string | null;
    amountPaid: number;
    /** The party's seats, the booker's included: all taken or none. */
    seats: number;
  },
  madeFrom: EventRow,
  confirmation: NewOutboxRow,
  ticket: NewTicket,
  answers: BookedSeats | null = null,
): Promise<{
  outcome: SeatOutcome;
  spots: number | null;
  madeAt: Date | null;
  outboxId: number | null;
}> {
  const values: Record<(typeof RESERVE_SEAT_ARGS)[number], unknown> = {
    ...seat,
    title: madeFrom.title,
    dateTime: madeFrom.dateTime.toISOString(),
    timeZone: madeFrom.timeZone,
    restaurantName: madeFrom.restaurantName,
    location: madeFrom.location,
    price: madeFrom.price,
    to: confirmation.to,
    subject: confirmation.subject,
    text: confirmation.text,
    html: confirmation.html ?? null,
    attachments: confirmation.attachments ? JSON.stringify(confirmation.attachments) : null,
    requestId: confirmation.requestId ?? null,
    ticketToken: ticket.token,
    ticketCode: ticket.code,
    answer: answers?.answer ?? null,
    seatRows: answers ? JSON.stringify(answers.seats) : null,
  };
  const [row] = await callReserveSeat(db, values);
  if (!row) throw new Error('reserve_seat returned no row');
  return row;
}
