import { useId } from 'react';
import { cn } from '@/lib/cn.ts';
import { useResendVerification, useResendWait, waitClock } from '@/lib/resend-verification.ts';
import { Button, type ButtonSize, type ButtonVariant } from './ui/button.tsx';

/**
 * 'Resend verification email' (profile gate, reserve attempt). While the last link is under 5
 * minutes old the button is disabled and a line under it says when it comes back, instead of
 * inviting a click the server would refuse.
 */
export function ResendVerificationButton({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const resend = useResendVerification();
  const wait = useResendWait();
  const noteId = useId();
  const cooling = wait > 0 && !resend.isPending;
  return (
    <div className={cn('flex flex-col items-stretch gap-1.5 sm:items-end', className)}>
      <Button
        variant={variant}
        size={size}
        disabled={resend.isPending || cooling}
        aria-describedby={cooling ? noteId : undefined}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? 'Sending...' : 'Resend verification email'}
      </Button>
      {cooling ? (
        <p id={noteId} className="text-center text-xs text-muted sm:text-right">
          You can ask for another link in <span className="tabular-nums">{waitClock(wait)}</span>
        </p>
      ) : null}
    </div>
  );
}
