import { RESTAURANT_BRIEF_LEAD_HOURS } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import { confirmedTable } from '../guest-list/index.ts';
import { restaurantBriefEmails } from './brief-emails.ts';
import { claimBrief, findBriefsDue } from './brief-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

const LEAD_MS = RESTAURANT_BRIEF_LEAD_HOURS * 3_600_000;

/**
 * The restaurant briefs (a background job on every instance): each active dinner with a guest
 * that starts within 48 hours gets one, recorded in `restaurant_briefs` and queued in the outbox
 * in one transaction, so it goes once whichever instance gets there first. The names are read in
 * that transaction, so the brief counts the seats as they were when it was recorded.
 */
export async function sendDueBriefs(deps: Deps, now = new Date()): Promise<{ briefs: number }> {
  const ctx = { appName: deps.config.appName, appUrl: deps.config.appUrl };
  const due = await findBriefsDue(deps.db, now, new Date(now.getTime() + LEAD_MS));
  let briefs = 0;
  for (const { event, host } of due) {
    briefs += await deps.db.transaction(async (tx) => {
      const table = await confirmedTable(tx, event.id);
      if (table.confirmedSeats === 0) return 0;
      const claimed = await claimBrief(tx, {
        eventId: event.id,
        headcount: table.confirmedSeats,
        restaurantEmail: event.restaurantEmail,
      });
      if (!claimed) return 0;
      await deps.mailer.sendAll(restaurantBriefEmails(ctx, host, event, table), tx);
      return 1;
    });
  }
  return { briefs };
}
