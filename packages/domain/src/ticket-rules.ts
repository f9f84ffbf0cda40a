/**
 * Tickets and check-in (decision 061), without schemas: table mode's first screen evaluates no zod
 * (decision 070). A confirmed seat's ticket is a short code a host can type
 * and a QR code of a long random token; a cancelled seat's ticket is void.
 */
export const TICKET_MESSAGES = {
  VOID: 'This reservation was cancelled, so its ticket is no longer valid.',
  UNKNOWN: 'No ticket with this code for this dinner.',
  NOT_YOUR_EVENT: 'Only the host of this event or an admin can check guests in.',
  CLOSED: 'Check-in opens on the day of the dinner and closes 24 hours after it.',
  CHECKED_IN: 'Checked in',
  UNCHECKED: 'Check-in undone',
} as const;

/** No 0/O, 1/I/L, 2/Z, 5/S, 8/B: a code read aloud or off a phone is typed right. */
export const TICKET_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const TICKET_CODE_LENGTH = 8;
/** Bytes of the QR token: 256 bits, hex-encoded. */
export const TICKET_TOKEN_BYTES = 32;

/** What a host types: the alphabet's letters, case and spaces or dashes forgiven. */
export function normalizeTicketCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/** What the QR holds: not a URL, so a phone's camera app opens nothing with it. */
export const TICKET_QR_PREFIX = 'storytable-ticket:';

export function ticketQrPayload(token: string): string {
  return `${TICKET_QR_PREFIX}${token}`;
}

/** The token a scanned QR holds (the payload or the bare token), or null. */
export function ticketTokenFromScan(raw: string): string | null {
  const match = /^(?:storytable-ticket:)?([0-9a-f]{64})$/.exec(raw.trim());
  return match?.[1] ?? null;
}

/** 'n of m checked in' counts seats: a party's ticket checks in all of its seats at once. */
export function checkInCount(seats: readonly { seats: number; checkedIn: boolean }[]): {
  checkedIn: number;
  total: number;
} {
  return seats.reduce(
    (acc, s) => ({
      checkedIn: acc.checkedIn + (s.checkedIn ? s.seats : 0),
      total: acc.total + s.seats,
    }),
    { checkedIn: 0, total: 0 },
  );
}

/** Table mode's count line, the same in the page's first screen and in the app (decision 074). */
export const checkInCountText = (count: { checkedIn: number; total: number }) =>
  `${count.checkedIn} of ${count.total} checked in`;
