import type { AppDeps } from '../../app-deps.ts';
import { digestEmail, noticeEmail } from './notice-emails.ts';
import {
  claimDigest,
  claimDueNotices,
  findDigestHosts,
  findNoticeDetails,
} from './notice-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;

/** At-once notices claimed and queued per transaction. */
const NOTICES_PER_TRANSACTION = 50;

const contextOf = (deps: Deps) => ({ appName: deps.config.appName, appUrl: deps.config.appUrl });

/**
 * Queues the email of every at-once notice still unsent: each transaction claims notices and
 * puts their emails in the outbox, so each goes once whichever instance gets there first.
 */
export async function deliverHostNotices(deps: Deps): Promise<{ notices: number }> {
  let notices = 0;
  for (;;) {
    const queued = await deps.db.transaction(async (tx) => {
      const ids = await claimDueNotices(tx, NOTICES_PER_TRANSACTION);
      const details = await findNoticeDetails(tx, ids);
      await deps.mailer.sendAll(
        details.map((n) => noticeEmail(contextOf(deps), n)),
        tx,
      );
      return ids.length;
    });
    notices += queued;
    if (queued < NOTICES_PER_TRANSACTION) return { notices };
  }
}

/** The UTC day `at` falls on, and its first instant: digests list what came before it. */
export function digestDay(at: Date): { day: string; start: Date } {
  const day = at.toISOString().slice(0, 10);
  return { day, start: new Date(`${day}T00:00:00.000Z`) };
}

/**
 * The daily digests (a background job on every instance): once a UTC day has ended, each host
 * with digest notices from before it gets one email listing them, once per day across
 * instances (the host and day are a unique key claimed with the notices). Nothing happened,
 * nothing is sent.
 */
export async function sendDueDigests(deps: Deps, now = new Date()): Promise<{ digests: number }> {
  const { day, start } = digestDay(now);
  let digests = 0;
  for (const hostId of await findDigestHosts(deps.db, start)) {
    digests += await deps.db.transaction(async (tx) => {
      const ids = await claimDigest(tx, hostId, day, start);
      if (ids.length === 0) return 0;
      const details = await findNoticeDetails(tx, ids);
      if (details.length === 0) return 0;
      await deps.mailer.send(digestEmail(contextOf(deps), details), tx);
      return 1;
    });
  }
  return { digests };
}
