import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** The event page of an id that names no event, with a way back to the listing. */
export function EventNotFound() {
  useDocumentTitle('Event not found');
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="font-serif text-6xl font-semibold text-brand-200" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-serif text-4xl font-semibold text-ink">Event not found</h1>
      <p className="mt-4 text-lg text-muted">
        This table may have been cleared, or the link is not quite right.
      </p>
      <Link href="/events" className={buttonClasses('primary', 'md', 'mt-8')}>
        Browse Events
      </Link>
    </section>
  );
}
