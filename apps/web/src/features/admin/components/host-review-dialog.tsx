import type { HostReviewItem } from '@storytable/domain';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { documentText, identityStatus, reviewDay } from '../lib/identity-status.ts';
import type { ReviewQueue } from '../lib/review-queues.ts';
import { AuditHistory } from './audit-history.tsx';
import { ReviewDecision } from './review-decision.tsx';
import { ReviewFacts, ReviewSection } from './review-facts.tsx';
import { RoleBadge } from './role-badge.tsx';

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
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={`Review ${item.name}`}
        description={`@${item.username} · ${item.email}`}
        size="lg"
      >
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-muted">
          <RoleBadge user={item} />
          <span>Joined {reviewDay(item.createdAt)}</span>
          {item.emailVerified ? null : <span>· email not verified</span>}
        </div>

        <ReviewSection title="Application">
          {item.hostExperience ? (
            <ReviewFacts
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
        </ReviewSection>

        <ReviewSection title="Identity verification">
          <ReviewFacts
            rows={[
              ['Status', identityStatus(item)],
              ['Checked on', reviewDay(item.idmeVerificationDate)],
              ['Name on document', item.verifiedFullName],
              ['Document', documentText(item)],
              ['Expires', item.verifiedDocumentExpiry],
            ]}
          />
        </ReviewSection>

        <ReviewSection title="History">
          <AuditHistory userId={item.id} />
        </ReviewSection>

        <div className="mt-8">
          <ReviewDecision userId={item.id} queue={queue} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
