import { WayBackLinks } from '@/components/way-back-links.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <section className="mx-auto max-w-xl py-20 text-center">
      <p className="font-serif text-7xl font-semibold text-brand-200" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-serif text-4xl font-semibold text-ink">Page not found</h1>
      <p className="mt-4 text-lg text-muted">
        This table seems to have been cleared. The page you're looking for doesn't exist or has
        moved.
      </p>
      <WayBackLinks />
    </section>
  );
}
