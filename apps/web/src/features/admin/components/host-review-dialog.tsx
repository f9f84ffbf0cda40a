import type { HostReviewItem } from '@storytable/domain';
import { format } from 'date-fns';
import { CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { useDecideApplication } from '../api/decide-application.ts';
import { useDecideVerification } from '../api/decide-verification.ts';
import type { ReviewQueue } from '../lib/review-queues.ts';
import { AuditHistory } from './audit-history.tsx';
import { RoleBadge } from './role-badge.tsx';

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-muted">{term}</dt>
          <dd className="break-words whitespace-pre-line text-ink">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6 space-y-3">
      <h3 id={id} className="font-semibold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

const day = (iso: string | null) => (iso ? format(new Date(iso), 'MMM d, yyyy') : null);

/** The identity check's outcome in words: the provider's status as the server recorded it. */
function identityStatus(item: HostReviewItem): string {
  if (item.idmeVerified) return 'Verified';
  const status = item.idmeVerificationStatus;
  if (!status) return 'Not started';
  if (status.startsWith('failed:')) return `Failed (${status.slice('failed:'.length)})`;
  return status.replaceAll('_', ' ');
}

/**
 * One applicant under review: the application answers, the identity check's outcome, what admins
 * did so far, and the queue's two decisions. After a decision the dialog stays open on the
 * updated history.
 */
export function HostReviewDialog({
  item,
  queue,
  onOpenChange,
}: {
  item: HostReviewItem;
  queue: ReviewQueue;
  onOpenChange: (open: boolean) => void;
}) {
  const application = useDecideApplication();
  const verification = useDecideVerification();
  const [decided, setDecided] = useState<string | null>(null);
  const pending = application.isPending || verification.isPending;
  // the decision buttons leave with the decision: focus stays in the dialog, on its outcome
  const outcome = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (decided) outcome.current?.focus();
  }, [decided]);
  const onDecided = {
    onSuccess: (res: { message: string } | undefined) => setDecided(res?.message ?? 'Done'),
  };

  const approve = () =>
    queue === 'applications'
      ? application.mutate({ userId: item.id, status: 'approved' }, onDecided)
      : verification.mutate({ userId: item.id, status: 'verified' }, onDecided);
  const reject = () =>
    queue === 'applications'
      ? application.mutate({ userId: item.id, status: 'rejected' }, onDecided)
      : verification.mutate({ userId: item.id, status: 'rejected' }, onDecided);

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={`Review ${item.name}`}
        description={`@${item.username} · ${item.email}`}
        size="lg"
      >
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-muted">
          <RoleBadge user={item} />
          <span>Joined {day(item.createdAt)}</span>
          {item.emailVerified ? null : <span>· email not verified</span>}
        </div>

        <Section title="Application">
          {item.hostExperience ? (
            <Facts
              rows={[
                ['Hosting experience', item.hostExperience],
                ['Knowledgeable about', item.hostExpertiseArea],
                ['Events hosted', item.hostEventsHosted],
                ['Culinary interests', item.hostInterests],
              ]}
            />
          ) : (
            <p className="text-sm text-muted">No application answers on file.</p>
          )}
        </Section>

        <Section title="Identity verification">
          <Facts
            rows={[
              ['Status', identityStatus(item)],
              ['Checked on', day(item.idmeVerificationDate)],
              ['Name on document', item.verifiedFullName],
              [
                'Document',
                [item.verifiedDocumentType?.replaceAll('_', ' '), item.verifiedDocumentIssuer]
                  .filter(Boolean)
                  .join(', ') || null,
              ],
              ['Expires', item.verifiedDocumentExpiry],
            ]}
          />
        </Section>

        <Section title="History">
          <AuditHistory userId={item.id} />
        </Section>

        <div className="mt-8">
          {decided ? (
            <p
              ref={outcome}
              tabIndex={-1}
              role="status"
              className="flex items-center gap-2 rounded-xl bg-green-50 px-3 py-2 text-sm font-medium text-green-800"
            >
              <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
              {decided}
            </p>
          ) : (
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" disabled={pending} onClick={reject}>
                {queue === 'applications' ? 'Reject application' : 'Reject verification'}
              </Button>
              <Button disabled={pending} onClick={approve}>
                {queue === 'applications' ? 'Approve application' : 'Verify host'}
              </Button>
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
