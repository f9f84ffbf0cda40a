import { BackLink } from '@/components/back-link.tsx';
import { Earnings } from '@/features/earnings/components/earnings.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** /host/earnings (guarded): what the host's dinners earned (decision 064). */
export function EarningsPage() {
  useDocumentTitle('Earnings');
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <BackLink href="/profile">Back to your profile</BackLink>
      <h1 className="font-serif text-3xl font-semibold text-ink">Earnings</h1>
      <Earnings />
    </div>
  );
}
