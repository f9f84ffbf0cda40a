import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';

export function BackHomeLink() {
  return (
    <Link
      href="/"
      className="inline-flex items-center gap-2 rounded-full text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to home
    </Link>
  );
}
