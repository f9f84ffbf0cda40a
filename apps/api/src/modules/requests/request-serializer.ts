import type { JoinRequest } from '@storytable/domain';
import type { JoinRequestRow } from '../../db/schema/index.ts';

export function toJoinRequest(row: JoinRequestRow): JoinRequest {
  return {
    id: row.id,
    eventId: row.eventId,
    status: row.status,
    seats: row.seats,
    amount: row.amount,
    answer: row.answer,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    reservationId: row.reservationId,
  };
}
