import { openingEmail } from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import { claimOpening, findDueOpenings, queueOpeningEmails } from './opening-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

/**
 * At each dinner's opening, one email to each follower of its host and each user who asked
 * (decision 071). Each dinner is claimed and its emails queued in one transaction, so across
 * instances they are queued once, and sent after the commit by the outbox's worker.
 */
export async function queueDueOpeningNotices(deps: Deps, now = new Date(), limit = 20) {
  let dinners = 0;
  let emails = 0;
  for (const id of await findDueOpenings(deps.db, now, limit)) {
    const queued = await deps.db.transaction(async (tx) => {
      const dinner = await claimOpening(tx, id, now);
      if (!dinner) return null;
      // a cancelled or started dinner is not announced: the claim only takes it off the queue
      if (!dinner.status || dinner.dateTime.getTime() <= now.getTime()) return 0;
      const ctx = { appName: deps.config.appName, appUrl: deps.config.appUrl };
      return queueOpeningEmails(tx, dinner, openingEmail(dinner, ctx));
    });
    if (queued === null) continue;
    dinners++;
    emails += queued;
  }
  // the outbox's NOTIFY wakes every instance's delivery; this one need not wait for it
  if (emails > 0) deps.mailer.delivery?.wake();
  return { dinners, emails };
}
