import { useSearch } from 'wouter';
import { NewPasswordStep } from '@/features/auth/components/new-password-step.tsx';
import { EmailStep } from '@/features/auth/components/reset-email-step.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** /reset-password: the email step, or with the emailed ?token the new-password step. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <section className="py-6 sm:py-10">
      {token ? <NewPasswordStep token={token} /> : <EmailStep />}
    </section>
  );
}
