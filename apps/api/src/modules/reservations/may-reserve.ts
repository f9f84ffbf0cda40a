import {
  isAskerRefusal,
  type ReservableDinner,
  type Reserver,
  reserveRefusals,
} from '@storytable/domain';
import type { EventRow } from '../../db/schema/index.ts';
import { refusalError } from '../../lib/refusal-error.ts';

/** A dinner as read with its host (`hostColumns`), as the domain's rule takes it. */
export function dinnerOf(found: { event: EventRow; host: { takesPayment: boolean } }) {
  const { event, host } = found;
  return {
    hostId: event.hostId,
    status: event.status,
    dateTime: event.dateTime,
    availableSpots: event.availableSpots,
    capacity: event.capacity,
    onSale: event.price === 0 || host.takesPayment,
  } satisfies ReservableDinner;
}

/**
 * Who may take or pay for a seat (domain `reserveRefusals`): never an admin (audit finding 10),
 * only with a verified email address (finding 14), never at one's own dinner. Only these reasons
 * about the asker are told from a read: the dinner's own are decided by `reserve_seat` under its
 * lock (decision 038).
 */
export function assertMayReserve(
  user: Reserver,
  found?: { event: EventRow; host: { takesPayment: boolean } },
): void {
  const question = found ? { user, event: dinnerOf(found) } : { user };
  const refused = reserveRefusals(question).find(isAskerRefusal);
  if (refused) throw refusalError(refused);
}
