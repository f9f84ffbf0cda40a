import { MailCheck } from 'lucide-react';
import { ResendVerificationButton } from '@/components/resend-verification-button.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog.tsx';

/**
 * A reserve attempt by someone whose email address is not verified yet (the server refuses it
 * too): says why, and offers a new link once the 5-minute cooldown allows (the server keeps it
 * too).
 */
export function VerifyEmailDialog({
  email,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (e: globalThis.Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
        title="Verify your email to reserve"
        description="Reserving a seat needs a verified email address, so your host can reach you about the dinner."
      >
        <p className="mt-5 flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950 text-sm leading-6">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
          <span>
            We sent a verification link to{' '}
            <strong className="[overflow-wrap:anywhere]">{email}</strong>. Open it, then come back
            to reserve. No email? Check your spam folder or ask for a new link.
          </span>
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-start sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
          <ResendVerificationButton />
        </div>
      </DialogContent>
    </Dialog>
  );
}
