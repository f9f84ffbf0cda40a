import { guestCancellationTerms } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import { guestReminderEmails, hostReminderEmail } from './reminder-emails.ts';
import {
  claimReminders,
  findConfirmedGuestNames,
  findGuestRemindersDue,
  findHostRemindersDue,
} from './reminder-repository.ts';

/** Reminders go out this long before a dinner starts. */
export const REMINDER_LEAD_MS = 24 * 3_600_000;

/** Dinners claimed and queued per transaction: at most 12 seats each, so ~300 emails a statement. */
const DINNERS_PER_TRANSACTION = 25;

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

/**
 * The reminder sweep (a background job on every instance): for each active dinner starting in
 * the next 24 hours, one email to each confirmed guest and one to the host with the guest list.
 * Each is recorded in `reminders_sent` and put in the outbox in one transaction, so it goes
 * exactly once whichever instance gets there first, and never for a cancelled dinner or seat.
 * A transaction takes several dinners: one statement claims them, one queues their emails.
 */
export async function sendDueReminders(deps: Deps, now = new Date()) {
  const horizon = new Date(now.getTime() + REMINDER_LEAD_MS);
  const ctx = { appName: deps.config.appName, appUrl: deps.config.appUrl };
  let guestReminders = 0;
  let hostReminders = 0;

  const dueGuests = await findGuestRemindersDue(deps.db, now, horizon, REMINDER_LEAD_MS);
  for (const batch of chunks(byDinner(dueGuests), DINNERS_PER_TRANSACTION)) {
    guestReminders += await deps.db.transaction(async (tx) => {
      const due = batch.flat();
      const claims = due.map((d) => ({ eventId: d.event.id, userId: d.guest.id }));
      const claimed = new Set((await claimReminders(tx, 'guest', claims)).map(guestKey));
      const emails = batch.flatMap((dinner) => {
        const mine = dinner.filter((d) =>
          claimed.has(guestKey({ eventId: d.event.id, userId: d.guest.id })),
        );
        if (mine.length === 0) return [];
        const { event } = dinner[0]!;
        const cancellable = guestCancellationTerms(event, null, now).allowed;
        const fill = guestReminderEmails(ctx, event, cancellable);
        return mine.map((d) => fill(d.guest, { id: d.reservationId, amountPaid: d.amountPaid }));
      });
      await deps.mailer.sendAll(emails, tx);
      return emails.length;
    });
  }

  const dueHosts = await findHostRemindersDue(deps.db, now, horizon);
  for (const batch of chunks(dueHosts, DINNERS_PER_TRANSACTION)) {
    hostReminders += await deps.db.transaction(async (tx) => {
      const claims = batch.map((d) => ({ eventId: d.event.id, userId: d.host.id }));
      const claimed = new Set((await claimReminders(tx, 'host', claims)).map((c) => c.eventId));
      const mine = batch.filter((d) => claimed.has(d.event.id));
      if (mine.length === 0) return 0;
      const names = await findConfirmedGuestNames(
        tx,
        mine.map((d) => d.event.id),
      );
      const emails = mine.map((d) =>
        hostReminderEmail(
          ctx,
          d.host,
          d.event,
          names.filter((n) => n.eventId === d.event.id),
        ),
      );
      await deps.mailer.sendAll(emails, tx);
      return emails.length;
    });
  }
  return { guestReminders, hostReminders };
}

const guestKey = (r: { eventId: number; userId: number }) => `${r.eventId} ${r.userId}`;

/** The due rows grouped by dinner, in their order. */
function byDinner<T extends { event: { id: number } }>(rows: T[]): T[][] {
  const dinners = new Map<number, T[]>();
  for (const row of rows) {
    const dinner = dinners.get(row.event.id);
    if (dinner) dinner.push(row);
    else dinners.set(row.event.id, [row]);
  }
  return [...dinners.values()];
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
