import { formatEventDate, formatEventTime } from '@storytable/domain';

/** When a held seat stops being held, on the dinner's own clock: 'Nov 30, 2026 at 6:30 PM'. */
export const offerDeadlineText = (expiresAt: string, timeZone: string) =>
  `${formatEventDate(expiresAt, timeZone)} at ${formatEventTime(expiresAt, timeZone)}`;
