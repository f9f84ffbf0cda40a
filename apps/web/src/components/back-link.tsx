import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';

/** The small 'Back to …' link at the top of a page. */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-2 rounded-full text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
