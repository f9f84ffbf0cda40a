import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { ResendVerificationBanner } from './resend-verification-banner.tsx';

/**
 * What an owner with an unverified address sees instead of their profile (spec section 2). The
 * resend button lives here so the gate is never a dead end.
 */
export function EmailVerificationGate({ email }: { email: string }) {
  useDocumentTitle('Email Verification Required');
  return (
    <section className="mx-auto max-w-2xl py-12 text-center">
      <span
        aria-hidden="true"
        className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700"
      >
        <ShieldAlert className="size-7" />
      </span>
      <h1 className="mt-6 font-serif text-3xl font-semibold text-ink sm:text-4xl">
        Email Verification Required
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-muted">
        Please verify your email address to open your profile, reserve seats and host dinners.
        Follow the link in the email we sent you.
      </p>
      <div className="mt-8">
        <ResendVerificationBanner email={email} />
      </div>
      <Link href="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        Return to Home
      </Link>
    </section>
  );
}
