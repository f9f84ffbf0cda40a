import type { AppDeps } from '../../app-deps.ts';
import { claimThankYous, findThankYousDue } from './attendance-repository.ts';
import { thankYouEmail } from './thank-you-emails.ts';

/** A dinner's morning after is this stale at most when first swept: older ones are let go. */
const THANK_YOU_LATE_MS = 24 * 3_600_000;

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

/**
 * The morning-after sweep (a background job on every instance, decision 065): at 9 AM the day
 * after a dinner, in its zone, each guest who came gets one thank-you from the host. Claimed in
 * `reminders_sent` and queued in the outbox in one transaction, so it goes once across instances;
 * no-shows and cancelled seats are not among those who came.
 */
export async function sendDueThankYous(
  deps: Deps,
  now = new Date(),
  only: { eventId?: number } = {},
) {
  const ctx = { appName: deps.config.appName, appUrl: deps.config.appUrl };
  const due = await findThankYousDue(deps.db, now, THANK_YOU_LATE_MS, only.eventId);
  if (due.length === 0) return { thankYous: 0 };
  const thankYous = await deps.db.transaction(async (tx) => {
    const claimed = new Set(
      (
        await claimThankYous(
          tx,
          due.map((d) => ({ eventId: d.event.id, userId: d.guest.id })),
        )
      ).map((c) => `${c.eventId} ${c.userId}`),
    );
    const emails = due
      .filter((d) => claimed.has(`${d.event.id} ${d.guest.id}`))
      .map((d) => thankYouEmail(ctx, d.event, d.host.name, d.guest));
    await deps.mailer.sendAll(emails, tx);
    return emails.length;
  });
  return { thankYous };
}
