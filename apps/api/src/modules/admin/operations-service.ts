import {
  ErrorCode,
  OPERATIONS_FAILED_EMAILS_MAX,
  OPERATIONS_MESSAGES,
  type OperationsEmail,
  type OperationsOverview,
} from '@storytable/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  failedEmails,
  findOutboxRow,
  type OutboxRow,
  outboxFigures,
  REDACTED_BODY,
  requeueFailedEmail,
} from '../../platform/email/outbox-repository.ts';
import { listWorkerRuns } from '../../platform/workers/worker-runs-repository.ts';
import { recordAdminAction } from './audit-log.ts';

type Deps = Pick<AppDeps, 'db' | 'mailer'>;

function toEmail(row: OutboxRow): OperationsEmail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    attempts: row.attempts,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    failedAt: row.failedAt?.toISOString() ?? null,
    requestId: row.requestId,
    redacted: row.text === REDACTED_BODY,
  };
}

/** GET /api/admin/operations: the outbox's state, its failed emails and every worker's last run. */
export async function operationsOverview(deps: Deps): Promise<OperationsOverview> {
  const [figures, failed, runs] = await Promise.all([
    outboxFigures(deps.db),
    failedEmails(deps.db, OPERATIONS_FAILED_EMAILS_MAX),
    listWorkerRuns(deps.db),
  ]);
  return {
    emails: figures,
    failedEmails: failed.map(toEmail),
    workers: runs.map((r) => ({
      instance: r.instance,
      worker: r.worker,
      everySeconds: r.everySeconds,
      lastStartedAt: r.lastStartedAt.toISOString(),
      lastFinishedAt: r.lastFinishedAt.toISOString(),
      durationMs: Math.max(0, r.lastFinishedAt.getTime() - r.lastStartedAt.getTime()),
      ok: r.ok,
      error: r.error,
      lastOkAt: r.lastOkAt?.toISOString() ?? null,
      runs: r.runs,
      failures: r.failures,
    })),
  };
}

/**
 * POST /api/admin/emails/:id/send-again: a failed email goes back in the queue for one more try,
 * audited. Twice at once queues it once; an email with an expired one-time link never goes.
 */
export async function sendEmailAgain(deps: Deps, admin: UserRow, id: number) {
  const queued = await deps.db.transaction(async (tx) => {
    const row = await requeueFailedEmail(tx, id);
    if (row) {
      await recordAdminAction(tx, {
        actor: admin,
        action: 'send_email_again',
        details: { emailId: row.id, subject: row.subject },
      });
    }
    return row;
  });
  if (!queued) {
    const row = await findOutboxRow(deps.db, id);
    if (!row) throw AppError.notFound(OPERATIONS_MESSAGES.emailNotFound);
    if (row.text === REDACTED_BODY)
      throw AppError.conflict(ErrorCode.CONFLICT, OPERATIONS_MESSAGES.emailRedacted);
    throw AppError.conflict(ErrorCode.CONFLICT, OPERATIONS_MESSAGES.emailNotFailed);
  }
  // this instance's worker sends it now (others hear of it with the next poll); a pass racing a
  // refused second click can skip the row while that click's update holds it, and then arms
  // its own second look at what is still due (EmailDelivery's drain)
  deps.mailer.delivery?.wake();
  return { message: OPERATIONS_MESSAGES.emailQueued, email: toEmail(queued) };
}
