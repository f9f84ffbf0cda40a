import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import type { Database } from './db/client.ts';
import { type PeriodicTask, startPeriodic } from './lib/periodic.ts';
import {
  refreshMemberProgress,
  sendDueReminders,
  sendDueThankYous,
} from './modules/attendance/index.ts';
import { runDueDraws } from './modules/draw/index.ts';
import { listenForEventChanges } from './modules/events/index.ts';
import { onIdentityWebhooks } from './modules/hosts/index.ts';
import { HostNoticeWorker, sendDueDigests } from './modules/notices/index.ts';
import { queueDueOpeningNotices } from './modules/openings/index.ts';
import { settleOwed } from './modules/payments/index.ts';
import { onAccountWebhooks } from './modules/payouts/index.ts';
import { expireRequests, onRequestWebhooks } from './modules/requests/index.ts';
import { onPaymentWebhooks } from './modules/reservations/index.ts';
import { sendDueBriefs } from './modules/restaurant-brief/index.ts';
import { deleteStartedWordEvents } from './modules/search/index.ts';
import { expireOffers } from './modules/waitlist/index.ts';
import { runHousekeeping } from './platform/housekeeping.ts';
import type { PaymentProvider } from './platform/payments/create-gateway.ts';
import { removeDuePayoutAccounts } from './platform/payments/payout-account-removals.ts';
import { receiveWebhook } from './platform/payments/webhooks/webhook-service.ts';
import { listenForAuthChanges } from './platform/sessions/session-cache.ts';

/**
 * Each background job's name (as logs and the operator's view show it) and schedule. Each is safe
 * on several instances at once: the refund's idempotency key and the claimed email make
 * concurrent sweeps harmless, and housekeeping deletes only what has expired.
 */
export const JOB_SCHEDULES = {
  emailDelivery: { name: 'email delivery', everyMs: 30_000, firstAfterMs: 5_000 },
  refundSweep: { name: 'refund sweep', everyMs: 5 * 60_000, firstAfterMs: 15_000 },
  reminders: { name: 'reminders', everyMs: 5 * 60_000, firstAfterMs: 20_000 },
  thankYous: { name: 'thank-yous', everyMs: 5 * 60_000, firstAfterMs: 35_000 },
  waitlistOffers: { name: 'waitlist offers', everyMs: 60_000, firstAfterMs: 25_000 },
  openingDraws: { name: 'opening draws', everyMs: 5_000, firstAfterMs: 3_000 },
  joinRequests: { name: 'requests to join', everyMs: 60_000, firstAfterMs: 27_000 },
  memberProgress: { name: 'member progress', everyMs: 15 * 60_000, firstAfterMs: 40_000 },
  housekeeping: { name: 'housekeeping', everyMs: 10 * 60_000, firstAfterMs: 30_000 },
  payoutAccountRemovals: {
    name: 'payout account removals',
    everyMs: 10 * 60_000,
    firstAfterMs: 35_000,
  },
  hostNotices: { name: 'host notices', everyMs: 60_000, firstAfterMs: 10_000 },
  openingNotices: { name: 'opening notices', everyMs: 5_000, firstAfterMs: 3_000 },
  hostDigests: { name: 'host digests', everyMs: 10 * 60_000, firstAfterMs: 45_000 },
  restaurantBriefs: { name: 'restaurant briefs', everyMs: 5 * 60_000, firstAfterMs: 55_000 },
  searchWords: { name: 'search words', everyMs: 60 * 60_000, firstAfterMs: 50_000 },
} as const satisfies Record<string, Omit<PeriodicTask, 'run'>>;

export function backgroundJobs(deps: AppDeps, notices: HostNoticeWorker): PeriodicTask[] {
  const delivery = deps.mailer.delivery;
  return [
    ...(delivery
      ? [
          {
            // retries whose backoff is over (new emails wake the worker through NOTIFY)
            ...JOB_SCHEDULES.emailDelivery,
            run: async () => {
              delivery.wake();
              await delivery.idle();
              return undefined;
            },
          },
        ]
      : []),
    {
      // refunds and emails still owed after a crash or a provider outage
      ...JOB_SCHEDULES.refundSweep,
      run: () => settleOwed(deps, deps.log),
    },
    {
      // each guest's and host's email 24 hours before a dinner, exactly once across instances
      ...JOB_SCHEDULES.reminders,
      run: () => sendDueReminders(deps),
    },
    {
      // the morning after a dinner, the host's thanks to each guest who came, once (decision 065)
      ...JOB_SCHEDULES.thankYous,
      run: () => sendDueThankYous(deps),
    },
    {
      // waitlist offers whose time is up pass to the next guest, exactly once across instances
      ...JOB_SCHEDULES.waitlistOffers,
      run: () => expireOffers(deps),
    },
    {
      // each dinner's first-minute draw once that minute is over, once across instances (decision 072)
      ...JOB_SCHEDULES.openingDraws,
      run: () => runDueDraws(deps),
    },
    {
      // requests to join whose time is up lapse, card holds owed a void are released (decision 068)
      ...JOB_SCHEDULES.joinRequests,
      run: () => expireRequests(deps),
    },
    {
      // streaks, levels and achievements of members whose dinners just ended (decision 022)
      ...JOB_SCHEDULES.memberProgress,
      run: () => refreshMemberProgress(deps.db),
    },
    {
      // expired sessions, ended rate-limit windows, sent or expired one-time links
      ...JOB_SCHEDULES.housekeeping,
      run: () => runHousekeeping(deps.db),
    },
    {
      // payout accounts of removed hosts that the provider could not delete at the time
      ...JOB_SCHEDULES.payoutAccountRemovals,
      run: () => removeDuePayoutAccounts(deps),
    },
    {
      // at-once notices no instance heard of (each is emailed once, decision 054)
      ...JOB_SCHEDULES.hostNotices,
      run: async () => {
        notices.wake();
        await notices.idle();
        return undefined;
      },
    },
    {
      // at each dinner's opening, its followers' and askers' emails, once across instances
      ...JOB_SCHEDULES.openingNotices,
      run: () => queueDueOpeningNotices(deps),
    },
    {
      // each host's daily digest once the UTC day is over, once across instances
      ...JOB_SCHEDULES.hostDigests,
      run: () => sendDueDigests(deps),
    },
    {
      // each dinner's restaurant brief 48 hours before, once across instances (decision 058)
      ...JOB_SCHEDULES.restaurantBriefs,
      run: () => sendDueBriefs(deps),
    },
    {
      // search's narrow word table keeps upcoming dinners only
      ...JOB_SCHEDULES.searchWords,
      run: async () => ({ rows: await deleteStartedWordEvents(deps.db) }),
    },
  ];
}

/**
 * Starts the jobs, each run recorded for the operator's view; the returned function stops them,
 * waiting for a run under way.
 */
export function startBackgroundJobs(jobs: PeriodicTask[], deps: AppDeps): () => Promise<void> {
  const stops = jobs.map((job) =>
    startPeriodic(job, deps.log, (run) =>
      deps.workers.recorded({ worker: job.name, everyMs: job.everyMs, ...run }),
    ),
  );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

/**
 * Everything that outlives a request, started once per app and stopped when it closes: the read
 * caches' LISTEN subscriptions, the webhook reactions of the features, the gateway's own webhook
 * deliveries, the email worker and, when config.backgroundJobs is on, the interval work.
 */
export async function startLifecycle(
  app: FastifyInstance,
  deps: AppDeps,
  database: Database,
  provider: PaymentProvider,
) {
  // the read caches serve only while they hear every committed change (LISTEN/NOTIFY)
  const stopListening = await Promise.all([
    listenForEventChanges(database.db, deps.eventsCache, deps.log),
    listenForAuthChanges(database.db, deps.sessionCache, deps.log),
  ]);

  onPaymentWebhooks(deps);
  onRequestWebhooks(deps);
  onAccountWebhooks(deps);
  onIdentityWebhooks(deps);
  // the gateway's in-process webhooks take the same path as Stripe's HTTP calls
  provider.deliverWebhooksTo(async (rawBody, signature) => {
    await receiveWebhook(deps, rawBody, signature, deps.log);
  });

  // email leaves every request: the worker sends what the outbox holds (retries poll with the jobs)
  await deps.mailer.delivery?.start();

  // a host's at-once notices are queued as soon as the change that made them commits (the
  // interval jobs' switch covers it: tests queue them themselves)
  const notices = new HostNoticeWorker(deps);
  const stopNotices = deps.config.backgroundJobs ? await notices.start() : async () => {};
  const stopJobs = deps.config.backgroundJobs
    ? startBackgroundJobs(backgroundJobs(deps, notices), deps)
    : async () => {};
  deps.workers.state = deps.config.backgroundJobs ? 'running' : 'off';

  // readiness fails from the moment the app starts closing, so a balancer stops sending here
  app.addHook('preClose', async () => {
    deps.workers.state = 'stopping';
  });
  app.addHook('onClose', async () => {
    await stopJobs();
    await stopNotices();
    await provider.close();
    await Promise.all(stopListening.map((stop) => stop()));
    await deps.mailer.close();
  });
}
