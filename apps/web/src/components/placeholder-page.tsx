import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** A page whose real content arrives with a later issue. */
export function PlaceholderPage({
  title,
  documentTitle,
}: {
  title: string;
  documentTitle?: string;
}) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <section className="mx-auto max-w-2xl py-16 text-center">
      <h1 className="font-serif text-4xl font-semibold text-ink sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg text-muted">Coming soon</p>
      <Link href="/" className={buttonClasses('secondary', 'md', 'mt-8')}>
        Back to home
      </Link>
    </section>
  );
}
