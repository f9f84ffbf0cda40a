import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { useSendResetLink } from '../api/reset-password.ts';
import { ResetLinkForm } from './reset-link-form.tsx';

/** 'Forgot password?': asks for the account's email and sends a reset link. */
export function ResetLinkDialog({
  open,
  onOpenChange,
  onBackToLogin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBackToLogin: () => void;
}) {
  const mutation = useSendResetLink();
  const sent = mutation.isSuccess;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // the form empties itself: the dialog's content leaves the page when it closes
        if (!next) mutation.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent
        title="Reset your password"
        description="Enter the email address of your account and we'll send you a link to choose a new password."
      >
        {sent ? (
          <div className="mt-6 space-y-5">
            <div
              role="status"
              className="flex gap-3 rounded-2xl bg-sage-100 p-4 text-sm text-sage-700"
            >
              <MailCheck aria-hidden="true" className="size-5 shrink-0" />
              <p>{mutation.data?.message ?? 'Please check your email.'}</p>
            </div>
            <Button variant="secondary" className="w-full" onClick={onBackToLogin}>
              Back to log in
            </Button>
          </div>
        ) : (
          <ResetLinkForm onSend={(values) => mutation.mutate(values)} pending={mutation.isPending}>
            <button
              type="button"
              onClick={onBackToLogin}
              className="mx-auto block rounded text-sm font-medium text-brand-600 underline-offset-4 hover:underline"
            >
              Back to log in
            </button>
          </ResetLinkForm>
        )}
      </DialogContent>
    </Dialog>
  );
}
