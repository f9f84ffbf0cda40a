import { OPEN_REQUEST_STATUSES } from '@storytable/domain';
import { findUserById } from '../../platform/users/user-repository.ts';
import { captureApproved } from './approval.ts';
import type { RequestDeps as Deps } from './request-deps.ts';
import { requestExpiredEmail } from './request-emails.ts';
import {
  closeRequest,
  findDueRequests,
  findOwedCaptures,
  findRequestEvent,
} from './request-repository.ts';
import { voidOwed, voidRequest } from './request-voids.ts';

const CAPTURE_RETRY_AFTER_MS = 60_000;

/**
 * The request sweep (a background job on every instance): each open request whose time is up
 * expires (one conditional update, so exactly one instance or answer wins) and its guest is
 * emailed in the same transaction; then card holds still owed a void are voided and captures an
 * outage interrupted are retried.
 */
export async function expireRequests(deps: Deps, now = new Date(), limit = 100) {
  let expired = 0;
  for (const due of await findDueRequests(deps.db, now, limit)) {
    const ended = await deps.db.transaction(async (tx) => {
      const row = await closeRequest(tx, due.id, 'expired', { from: OPEN_REQUEST_STATUSES, now });
      if (!row) return null;
      const [guest, event] = await Promise.all([
        findUserById(tx, row.userId),
        findRequestEvent(tx, row.eventId),
      ]);
      const ctx = { appName: deps.config.appName, appUrl: deps.config.appUrl };
      if (guest && event) await deps.mailer.send(requestExpiredEmail(ctx, guest, event, row), tx);
      return row;
    });
    if (!ended) continue;
    expired += 1;
    await voidRequest(deps, ended).catch((err) =>
      deps.log.warn({ err, requestId: ended.id }, 'request void failed: retried by the sweep'),
    );
  }
  const voided = await voidOwed(deps, limit);
  const owed = await findOwedCaptures(
    deps.db,
    new Date(now.getTime() - CAPTURE_RETRY_AFTER_MS),
    limit,
  );
  for (const row of owed) {
    await captureApproved(deps, row).catch((err) =>
      deps.log.warn({ err, requestId: row.id }, 'request capture retry failed'),
    );
  }
  return { expired, voided, captured: owed.length };
}
