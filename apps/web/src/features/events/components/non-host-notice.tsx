import type { CurrentUser } from '@storytable/domain';
import { Clock3, UtensilsCrossed } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { Badge } from '@/components/ui/badge.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { toast } from '@/lib/toast.ts';

export const NON_HOST_REDIRECT_MS = 3000;
export const NON_HOST_MESSAGE =
  'You must be approved as a host to create events. Please submit a host application and wait for admin approval.';

/** What a signed-in non-host sees on /create (spec section 2): a toast, then home after 3 s. */
export function NonHostNotice({ user }: { user: CurrentUser }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    toast({ title: 'Host Status Required', description: NON_HOST_MESSAGE });
    const timer = setTimeout(() => navigate('/', { replace: true }), NON_HOST_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  const pending = user.manualReviewStatus === 'pending';
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <span
        aria-hidden="true"
        className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700"
      >
        <UtensilsCrossed className="size-7" />
      </span>
      <h1 className="mt-6 font-serif text-4xl font-semibold text-ink">Host Status Required</h1>
      {pending ? (
        <Badge
          tone="yellow"
          className="mt-4"
          icon={<Clock3 aria-hidden="true" className="size-3.5" />}
        >
          Application Pending Review
        </Badge>
      ) : null}
      <p className="mt-4 text-lg leading-8 text-muted">
        {pending
          ? 'Thanks for applying to host. Our team is reviewing your application; once you are approved you can set your first table.'
          : 'Only approved hosts can create events. Apply to become a host from your profile, and we will review your application.'}
      </p>
      <p className="mt-2 text-sm text-muted">Taking you back to the homepage…</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/profile" className={buttonClasses('primary')}>
          Go to Profile
        </Link>
        <Link href="/" className={buttonClasses('secondary')}>
          Return to Homepage
        </Link>
      </div>
    </section>
  );
}
