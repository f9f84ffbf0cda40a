import {
  ErrorCode,
  RESERVATION_MESSAGES,
  TICKET_MESSAGES,
  type Ticket,
  ticketQrPayload,
} from '@storytable/domain';
import QRCode from 'qrcode';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { displayCode } from './ticket-codes.ts';
import { ensureTicket, findSeat } from './ticket-repository.ts';

/**
 * GET /api/reservations/:id/ticket: the owner's ticket. Anyone else's reads as not found, as the
 * reservation's page does; a cancelled seat's ticket is void (410).
 */
export async function reservationTicket(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
  reservationId: number,
): Promise<Ticket> {
  const seat = await findSeat(deps.db, reservationId);
  if (!seat || seat.userId !== user.id) throw AppError.notFound(RESERVATION_MESSAGES.NOT_FOUND);
  if (!seat.status) throw new AppError(ErrorCode.TICKET_VOID, 410, TICKET_MESSAGES.VOID);
  const ticket = await ensureTicket(deps.db, seat);
  const qr = await QRCode.toString(ticketQrPayload(ticket.token), {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return { code: displayCode(ticket.code), qr };
}
