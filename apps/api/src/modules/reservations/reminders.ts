import { canCancelReservation } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import {
  claimReminder,
  claimReminders,
  findConfirmedGuestNames,
  findGuestRemindersDue,
  findHostRemindersDue,
} from './reminder-repository.ts';
import { guestReminderEmail, hostReminderEmail } from './reservation-emails.ts';

/** Reminders go out this long before a dinner starts. */
export const REMINDER_LEAD_MS = 24 * 3_600_000;

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

/**
 * The reminder sweep (a background job on every instance): for each active dinner starting in
 * the next 24 hours, one email to each confirmed guest and one to the host with the guest list.
 * Each is recorded in `reminders_sent` and put in the outbox in one transaction, so it goes
 * exactly once whichever instance gets there first, and never for a cancelled dinner or seat.
 */
export async function sendDueReminders(deps: Deps, now = new Date()) {
  const horizon = new Date(now.getTime() + REMINDER_LEAD_MS);
  const ctx = { appName: deps.config.appName, appUrl: deps.config.appUrl };
  let guestReminders = 0;
  let hostReminders = 0;

  // one transaction per dinner: its guests' claims in one statement, then their emails
  const dueGuests = await findGuestRemindersDue(deps.db, now, horizon, REMINDER_LEAD_MS);
  const dinners = new Map<number, typeof dueGuests>();
  for (const due of dueGuests)
    dinners.set(due.event.id, [...(dinners.get(due.event.id) ?? []), due]);
  for (const dinner of dinners.values()) {
    const { event } = dinner[0]!;
    const canCancel = canCancelReservation(event.dateTime, now);
    guestReminders += await deps.db.transaction(async (tx) => {
      const claimed = new Set(
        await claimReminders(
          tx,
          'guest',
          event.id,
          dinner.map((due) => due.guest.id),
        ),
      );
      for (const due of dinner.filter((d) => claimed.has(d.guest.id))) {
        const reservation = { id: due.reservationId, amountPaid: due.amountPaid };
        await deps.mailer.send(
          guestReminderEmail(ctx, due.guest, reservation, event, canCancel),
          tx,
        );
      }
      return claimed.size;
    });
  }

  for (const due of await findHostRemindersDue(deps.db, now, horizon)) {
    const sent = await deps.db.transaction(async (tx) => {
      if (!(await claimReminder(tx, 'host', due.event.id, due.host.id))) return false;
      const guests = await findConfirmedGuestNames(tx, due.event.id);
      await deps.mailer.send(hostReminderEmail(ctx, due.host, due.event, guests), tx);
      return true;
    });
    if (sent) hostReminders += 1;
  }
  return { guestReminders, hostReminders };
}
