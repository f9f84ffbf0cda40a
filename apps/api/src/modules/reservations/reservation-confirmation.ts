import type { AppDeps } from '../../app-deps.ts';
import type { EventRow, ReservationRow } from '../../db/schema/index.ts';
import type { Email } from '../../platform/email/mailer.ts';
import type { Log } from '../payments/index.ts';
import { ensureTicket } from '../tickets/index.ts';
import { readAnswers } from './answers-repository.ts';
import { confirmationEmail, type SeatDietary } from './reservation-emails.ts';
import {
  claimConfirmation,
  findEventRow,
  findGuest,
  findReservationById,
} from './reservation-repository.ts';

type Guest = { name: string; email: string };
type Confirmed = {
  reservation: ReservationRow;
  event: EventRow;
  guest: Guest;
  ticketCode?: string;
  /** The booker's seat's dietary needs (decision 060), null when none were given. */
  dietary: SeatDietary | null;
  /** A party's other seats (decision 063). */
  companions?: readonly { name: string; dietary: SeatDietary }[];
};

/**
 * A confirmation goes out when the reservation is made (by the browser or the webhook); the
 * client's POST /send-confirmation right after reserving then finds it sent within this window
 * and sends no duplicate. Asked again later, it sends the email again.
 */
export const CONFIRMATION_RESEND_AFTER_MS = 5 * 60 * 1000;

/** Sends the confirmation again (POST /send-confirmation), unless one went out just now. */
export async function sendConfirmation(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  reservationId: number,
  log: Log,
): Promise<void> {
  try {
    const since = new Date(Date.now() - CONFIRMATION_RESEND_AFTER_MS);
    if (!(await claimConfirmation(deps.db, reservationId, since))) return;
    const reservation = await findReservationById(deps.db, reservationId);
    if (!reservation?.status) return;
    const [guest, event] = await Promise.all([
      findGuest(deps.db, reservation.userId),
      findEventRow(deps.db, reservation.eventId),
    ]);
    const [ticket, answers] = await Promise.all([
      ensureTicket(deps.db, { reservationId, eventId: reservation.eventId }),
      readAnswers(deps.db, [reservationId]),
    ]);
    const [seat, ...companions] = answers.get(reservationId)?.seats ?? [];
    if (guest && event)
      await deliverConfirmation(
        deps,
        {
          reservation,
          event,
          guest,
          ticketCode: ticket.code,
          dietary: seat?.dietary ?? null,
          companions,
        },
        log,
      );
  } catch (err) {
    log.error({ err, reservationId }, 'confirmation email failed');
  }
}

/**
 * The confirmation email with its .ics invitation, for a reservation whose
 * `confirmation_sent_at` the caller has set. Best effort: failures are only logged.
 */
export async function deliverConfirmation(
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  made: Confirmed,
  log: Log,
): Promise<void> {
  try {
    const reservation = { ...made.reservation, ticketCode: made.ticketCode };
    await deps.mailer.send(confirmationFor(deps, { ...made, reservation }));
  } catch (err) {
    log.error({ err, reservationId: made.reservation.id }, 'confirmation email failed');
  }
}

/** The confirmation email of a reservation (its id and amount) at a dinner. */
export function confirmationFor(
  deps: Pick<AppDeps, 'config'>,
  {
    reservation,
    event,
    guest,
    dietary,
    companions,
  }: Pick<Confirmed, 'event' | 'guest' | 'dietary' | 'companions'> & {
    reservation: { id: number; amountPaid: number; ticketCode?: string };
  },
): Email {
  const ctx = { appName: deps.config.appName, appUrl: deps.config.appUrl };
  return confirmationEmail(ctx, guest, reservation, event, dietary, companions);
}
