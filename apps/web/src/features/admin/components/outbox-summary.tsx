import type { OperationsOverview } from '@storytable/domain';
import { oldestDueText } from '../lib/operations-view.ts';

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-2xl border border-line bg-white p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 font-serif text-3xl font-semibold text-ink">{value}</dd>
      <dd className="mt-1 text-xs text-muted">{note}</dd>
    </div>
  );
}

/** Emails waiting, the oldest due one's wait, and the failed count. */
export function OutboxSummary({ emails }: { emails: OperationsOverview['emails'] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-3" aria-label="Email outbox">
      <Figure
        label="Emails waiting"
        value={String(emails.waiting)}
        note="Due now or waiting for a retry"
      />
      <Figure
        label="Oldest due"
        value={oldestDueText(emails.oldestDueSeconds)}
        note="How long the oldest due email has waited"
      />
      <Figure label="Failed" value={String(emails.failed)} note="Given up on after every try" />
    </dl>
  );
}
