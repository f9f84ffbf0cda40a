import { formatEventDate, formatEventTime } from '@storytable/domain';
import { TabError } from '@/components/tab-states.tsx';
import { FETCH_AUDIT_FAILED, useUserAudit } from '../api/get-user-audit.ts';
import { AUDIT_ACTION_LABELS } from '../lib/admin-labels.ts';

/** The admin's own zone: an action has no dinner whose zone it could be shown in. */
const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** What admins did to one user, newest first (GET /api/admin/users/:id/audit). */
export function AuditHistory({ userId }: { userId: number }) {
  const q = useUserAudit(userId);
  if (q.isPending)
    return (
      <p role="status" className="text-sm text-muted">
        Loading history…
      </p>
    );
  if (q.isError)
    return <TabError error={q.error} fallback={FETCH_AUDIT_FAILED} onRetry={() => q.refetch()} />;
  if (q.data.length === 0) return <p className="text-sm text-muted">No admin actions yet.</p>;
  return (
    <ol className="space-y-2" aria-label="Admin history">
      {q.data.map((entry) => (
        <li key={entry.id} className="rounded-xl border border-line bg-cream/60 px-3 py-2 text-sm">
          <p className="font-medium text-ink">{AUDIT_ACTION_LABELS[entry.action]}</p>
          <p className="text-muted">
            by {entry.actorName ?? 'a removed admin'} ·{' '}
            <time dateTime={entry.createdAt}>
              {formatEventDate(entry.createdAt, viewerZone)}{' '}
              {formatEventTime(entry.createdAt, viewerZone)}
            </time>
          </p>
        </li>
      ))}
    </ol>
  );
}
