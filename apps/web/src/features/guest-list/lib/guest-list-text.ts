import {
  formatEventDate,
  formatEventTime,
  type GuestList,
  type GuestListWaiting,
} from '@storytable/domain';

/** '3 of 8 seats reserved', as the host's list of dinners says it. */
export function seatsText(list: Pick<GuestList, 'confirmedSeats' | 'capacity'>): string {
  return `${list.confirmedSeats} of ${list.capacity} seats reserved`;
}

/** 'Party of 2' once parties exist; a single seat needs no label. */
export function partyText(seats: number): string | null {
  return seats > 1 ? `Party of ${seats}` : null;
}

/** '#1 in line', or 'Seat offered' while the guest holds an offer. */
export function waitlistPlaceText(w: Pick<GuestListWaiting, 'position' | 'status'>): string {
  return w.status === 'offered' || w.position === null ? 'Seat offered' : `#${w.position} in line`;
}

/** 'Nov 20, 2026 10:05 AM PST', in the dinner's own zone. */
export function listTimeText(at: string, timeZone: string): string {
  return `${formatEventDate(at, timeZone)} ${formatEventTime(at, timeZone)}`;
}

export function waitlistCountText(n: number): string {
  return n === 1 ? '1 guest waiting' : `${n} guests waiting`;
}
