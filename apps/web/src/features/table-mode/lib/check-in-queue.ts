import type { TableSeat } from '@storytable/domain';
import { ApiError } from '@/lib/api-error.ts';

/**
 * A check-in made on this device and not yet answered by the server, kept in localStorage so a
 * dropped connection (or a closed tab) loses none; its clientId makes a resend count once.
 */
export interface PendingCheckIn {
  clientId: string;
  checkedIn: boolean;
  reservationId?: number;
  code?: string;
  qr?: string;
}

export const queueKey = (eventId: number) => `storytable:check-ins:${eventId}`;

function isPending(value: unknown): value is PendingCheckIn {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.clientId === 'string' && typeof v.checkedIn === 'boolean';
}

export function readQueue(storage: Storage, eventId: number): PendingCheckIn[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(queueKey(eventId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPending) : [];
  } catch {
    return [];
  }
}

export function writeQueue(storage: Storage, eventId: number, items: PendingCheckIn[]): void {
  if (items.length) storage.setItem(queueKey(eventId), JSON.stringify(items));
  else storage.removeItem(queueKey(eventId));
}

/** A uuid v4 from the browser's random source (randomUUID needs a secure context). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type SeatView = TableSeat & { checkedIn: boolean; waiting: boolean };

/** The seats as the host sees them: the server's state with this device's taps laid over it. */
export function seatsWithPending(seats: TableSeat[], pending: PendingCheckIn[]): SeatView[] {
  return seats.map((seat) => {
    const mine = pending.filter((p) => p.reservationId === seat.reservationId);
    const last = mine.at(-1);
    return {
      ...seat,
      checkedIn: last ? last.checkedIn : seat.checkedInAt !== null,
      waiting: mine.length > 0,
    };
  });
}

/** No answer, or the server's own trouble: keep it and send it again later. A refusal is final. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 429;
}
