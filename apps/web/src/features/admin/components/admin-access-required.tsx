import { ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { buttonClasses } from '@/components/ui/button.tsx';
import { toast } from '@/lib/toast.ts';

export const NON_ADMIN_REDIRECT_MS = 3000;

/**
 * What a signed-in non-admin sees on /admin (spec section 2): the 'Unauthorized' toast, this
 * screen, then home after 3 s (decision 024), or at once with 'Return to Site'.
 */
export function AdminAccessRequired() {
  const [, navigate] = useLocation();
  useEffect(() => {
    toast({
      variant: 'destructive',
      title: 'Unauthorized',
      description: 'Only admins can open the admin dashboard.',
    });
    const timer = setTimeout(() => navigate('/', { replace: true }), NON_ADMIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <span
        aria-hidden="true"
        className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700"
      >
        <ShieldAlert className="size-7" />
      </span>
      <h1 className="mt-6 font-serif text-4xl font-semibold text-ink">Admin Access Required</h1>
      <p className="mt-4 text-lg leading-8 text-muted">
        This page is for Storytable admins. Your account does not have admin access.
      </p>
      <p className="mt-2 text-sm text-muted">Taking you back to the site…</p>
      <Link href="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        Return to Site
      </Link>
    </section>
  );
}
