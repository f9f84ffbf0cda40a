import {
  CAPACITY_CHOICES,
  EVENT_CATEGORIES,
  TIME_SLOTS,
  US_STATES,
  zonedDateAndTime,
} from '@storytable/domain';

/** 'HH:MM' (24 h) as the time select shows it: 'h:mm a'. */
export function timeSlotLabel(slot: string): string {
  const [h = 0, m = 0] = slot.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export const CATEGORY_OPTIONS = EVENT_CATEGORIES.map((c) => ({ value: c, label: c }));
export const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));
export const TIME_OPTIONS = TIME_SLOTS.map((t) => ({ value: t, label: timeSlotLabel(t) }));
export const CAPACITY_OPTIONS = CAPACITY_CHOICES.map((n) => ({
  value: String(n),
  label: `${n} ${n === 1 ? 'guest' : 'guests'}`,
}));

/** Today's calendar date (yyyy-MM-dd) in `timeZone`: the earliest day the date picker offers. */
export function todayIn(timeZone: string, now = new Date()): string {
  return zonedDateAndTime(now, timeZone).date;
}
