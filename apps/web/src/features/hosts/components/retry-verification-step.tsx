import type { HostAction } from '@storytable/domain';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/** After a failed application or identity check: what failed, its code, and 'Try again'. */
export function RetryVerificationStep({
  action,
  onRetry,
}: {
  action: Extract<HostAction, { kind: 'retry' }>;
  onRetry: () => void;
}) {
  return (
    <div className="mt-6 space-y-4">
      <p className="leading-7 text-ink">
        {action.step === 'application'
          ? 'Your host application or identity check was not approved. You can apply again.'
          : 'Your identity check did not pass. You can try again with a clear photo of a valid ID.'}
      </p>
      {action.failureCode ? (
        <p className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-ink">
          Reason code: <code className="font-mono font-semibold">{action.failureCode}</code>
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button onClick={onRetry} className="w-full sm:w-auto">
          <RotateCcw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </div>
    </div>
  );
}
