import { MailCheck } from 'lucide-react';
import { ResendVerificationButton } from '@/components/resend-verification-button.tsx';

/** Owner only: the address is not verified yet, with a way to get a new link. */
export function ResendVerificationBanner({ email }: { email: string }) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-left sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
        <p className="text-sm leading-6 text-amber-950">
          We sent a verification link to{' '}
          <strong className="[overflow-wrap:anywhere]">{email}</strong>. Didn't get it? Check your
          spam folder, or ask for a new one.
        </p>
      </div>
      <ResendVerificationButton variant="secondary" size="sm" className="shrink-0" />
    </div>
  );
}
