import { UserX } from 'lucide-react';
import { WayBackLinks } from '@/components/way-back-links.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function UserNotFound() {
  useDocumentTitle('User Not Found');
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <span
        aria-hidden="true"
        className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700"
      >
        <UserX className="size-7" />
      </span>
      <h1 className="mt-6 font-serif text-4xl font-semibold text-ink">User Not Found</h1>
      <p className="mt-4 text-lg text-muted">
        We couldn't find this person. The link may be wrong, or the account no longer exists.
      </p>
      <WayBackLinks />
    </section>
  );
}
