import { documentNameMatches, type HostReviewItem } from '@storytable/domain';
import { TriangleAlert } from 'lucide-react';
import { documentText, identityStatus, reviewDay } from '../lib/identity-status.ts';
import { ReviewFacts, ReviewSection } from './review-facts.tsx';

/**
 * What the identity check read, with a warning when the name on the document is not the account's
 * (`documentNameMatches`): the admin decides, the dialog only points it out.
 */
export function IdentitySection({ item }: { item: HostReviewItem }) {
  const mismatch = !documentNameMatches(item.name, item.verifiedFullName);
  return (
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
      {mismatch ? (
        <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <span>
            <strong className="font-semibold">Name differs:</strong> the document says “
            {item.verifiedFullName}”, the account says “{item.name}”. Check they are the same person
            before verifying.
          </span>
        </p>
      ) : null}
    </ReviewSection>
  );
}
