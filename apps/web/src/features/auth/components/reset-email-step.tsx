import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useRequestReset } from '../api/request-reset.ts';
import { ResetLinkForm } from './reset-link-form.tsx';
import { ResetStepCard } from './reset-step-card.tsx';

/** Step 1: the account's email; the server sends a link (same answer whether it exists or not). */
export function EmailStep() {
  const mutation = useRequestReset();

  if (mutation.isSuccess) {
    return (
      <ResetStepCard step={2}>
        <h2 className="font-serif text-2xl font-semibold text-ink">Check your email</h2>
        <div
          role="status"
          className="mt-4 flex gap-3 rounded-2xl bg-sage-100 p-4 text-sm text-sage-700"
        >
          <MailCheck aria-hidden="true" className="size-5 shrink-0" />
          <p>{mutation.data?.message}</p>
        </div>
        <p className="mt-4 text-sm leading-relaxed text-muted">
          The link in that email brings you back to this page, where you choose your new password
          and confirm it. The link can be used once.
        </p>
        <Button variant="secondary" className="mt-6 w-full" onClick={() => mutation.reset()}>
          Use a different email
        </Button>
      </ResetStepCard>
    );
  }

  return (
    <ResetStepCard step={1}>
      <h2 className="font-serif text-2xl font-semibold text-ink">Forgot your password?</h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">
        Enter the email address of your account and we'll send you a link to choose a new one.
      </p>
      <ResetLinkForm onSend={(values) => mutation.mutate(values)} pending={mutation.isPending} />
    </ResetStepCard>
  );
}
