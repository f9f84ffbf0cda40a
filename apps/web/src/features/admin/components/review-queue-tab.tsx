import type { HostReviewItem } from '@storytable/domain';
import { format } from 'date-fns';
import { ClipboardCheck, IdCard } from 'lucide-react';
import { useState } from 'react';
import { TabEmpty, TabError, TabLoading } from '@/components/tab-states.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  FETCH_APPLICATIONS_FAILED,
  usePendingApplications,
} from '../api/get-pending-applications.ts';
import {
  FETCH_VERIFICATIONS_FAILED,
  usePendingVerifications,
} from '../api/get-pending-verifications.ts';
import { useFetchErrorToast } from '../hooks/use-fetch-error-toast.ts';
import type { ReviewQueue } from '../lib/review-queues.ts';
import { HostReviewDialog } from './host-review-dialog.tsx';
import { UserSummary } from './user-summary.tsx';

const QUEUES = {
  applications: {
    useItems: usePendingApplications,
    failed: FETCH_APPLICATIONS_FAILED,
    loading: 'Loading host applications',
    icon: ClipboardCheck,
    empty: 'No host applications waiting',
    emptyText: 'New applications from the profile page appear here for review.',
    summary: (u: HostReviewItem) =>
      u.hostExpertiseArea ? `Knowledgeable about ${u.hostExpertiseArea}` : 'Application received',
  },
  verifications: {
    useItems: usePendingVerifications,
    failed: FETCH_VERIFICATIONS_FAILED,
    loading: 'Loading pending verifications',
    icon: IdCard,
    empty: 'No verifications waiting',
    emptyText: 'Users who pass the identity check appear here for a final review.',
    summary: (u: HostReviewItem) =>
      u.idmeVerificationDate
        ? `Identity checked ${format(new Date(u.idmeVerificationDate), 'MMM d, yyyy')}`
        : 'Identity checked',
  },
} as const;

/** One review queue: who is waiting, each with a Review button that opens the review dialog. */
export function ReviewQueueTab({ queue }: { queue: ReviewQueue }) {
  const spec = QUEUES[queue];
  const q = spec.useItems();
  useFetchErrorToast(q, spec.failed);
  // the dialog keeps the row it was opened on: after a decision the user leaves the queue
  const [open, setOpen] = useState<HostReviewItem | null>(null);

  let body: React.ReactNode;
  if (q.isPending) body = <TabLoading label={spec.loading} />;
  else if (q.isError)
    body = <TabError error={q.error} fallback={spec.failed} onRetry={() => q.refetch()} />;
  else if (q.data.length === 0)
    body = (
      <TabEmpty icon={spec.icon} title={spec.empty}>
        {spec.emptyText}
      </TabEmpty>
    );
  else
    body = (
      <ul className="grid gap-3 lg:grid-cols-2">
        {q.data.map((u) => (
          <li
            key={u.id}
            className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 sm:flex-row sm:items-center"
          >
            <UserSummary user={u} details={<span>{spec.summary(u)}</span>} />
            <Button
              variant="secondary"
              size="sm"
              className="shrink-0 self-start sm:self-center"
              aria-label={`Review ${u.name}`}
              onClick={() => setOpen(u)}
            >
              Review
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <>
      {body}
      {open ? (
        <HostReviewDialog
          key={open.id}
          item={open}
          queue={queue}
          onOpenChange={(next) => {
            if (!next) setOpen(null);
          }}
        />
      ) : null}
    </>
  );
}
