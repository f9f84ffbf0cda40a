import type { AdminUser, HostReviewItem } from '@storytable/domain';
import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { reviewDay } from '../lib/identity-status.ts';
import type { ReviewQueue } from '../lib/review-queues.ts';
import { AuditHistory } from './audit-history.tsx';
import { IdentitySection } from './identity-section.tsx';
import { ReviewDecision } from './review-decision.tsx';
import { ReviewFacts, ReviewSection } from './review-facts.tsx';
import { RoleBadge } from './role-badge.tsx';

/**
 * One applicant under review: the application answers, the identity check's outcome (a name on
 * the document that is not the account's is flagged), what admins did so far, and the queue's
 * two decisions. After a decision the dialog stays open on the outcome, the updated history and
 * the role the decision gave.
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
  const [decided, setDecided] = useState<AdminUser | null>(null);
  // the row it was opened on, with the role the decision left the user in
  const user = decided ? { ...item, ...decided } : item;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title={`Review ${item.name}`}
        description={`@${item.username} · ${item.email}`}
        size="lg"
      >
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-muted">
          <RoleBadge user={user} />
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

        <IdentitySection item={item} />

        <ReviewSection title="History">
          <AuditHistory userId={item.id} />
        </ReviewSection>

        <div className="mt-8">
          <ReviewDecision
            userId={item.id}
            queue={queue}
            onDecided={(res) => setDecided(res.user)}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
