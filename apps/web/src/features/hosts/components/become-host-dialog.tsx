import {
  type CurrentUser,
  HOST_APPLICATION_SUBMITTED,
  type HostAction,
  hostStanding,
} from '@storytable/domain';
import { RotateCcw, ShieldCheck, Sparkles } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { useIdentityVerification } from '../hooks/use-identity-verification.ts';
import { BECOME_HOST_PARAM } from '../lib/become-host-link.ts';
import { HostApplicationForm } from './host-application-form.tsx';
import { IdentityVerificationStep } from './identity-verification-step.tsx';

type Step = 'retry' | 'application' | 'identity';

const firstStep = (action: HostAction): Step =>
  action.kind === 'apply' ? 'application' : action.kind === 'verify' ? 'identity' : 'retry';

const TRIGGER = {
  apply: { label: 'Become a Host', icon: Sparkles },
  verify: { label: 'Verify your identity', icon: ShieldCheck },
  retry: { label: 'Retry verification', icon: RotateCcw },
} as const;

const TITLES: Record<Step, string> = {
  retry: 'Verification Failed',
  application: 'Become a Host',
  identity: 'Verify your identity',
};

/** Why the button is disabled, said beside it rather than left to guess. */
function disabledReason(user: CurrentUser) {
  const identity = user.idmeVerificationStatus;
  if (identity === 'in_progress' || identity === 'processing')
    return 'Your identity check is being processed.';
  return 'Your application is waiting for an admin review.';
}

const openedByLink = () => new URLSearchParams(window.location.search).has(BECOME_HOST_PARAM);

/** Drops the parameter once read, so a reload does not open the dialog again. */
function useDropBecomeHostParam() {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(BECOME_HOST_PARAM)) return;
    url.searchParams.delete(BECOME_HOST_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, []);
}

const mayOpen = (action: HostAction | null) =>
  action !== null && (action.kind === 'retry' || !action.disabled);

/**
 * The owner's way to hosting (spec sections 2 and 4): one dialog, the application step then the
 * identity verification step; after a failed check, a retry dialog that shows the code.
 */
export function BecomeHostDialog({ user }: { user: CurrentUser }) {
  const action = hostStanding(user).action;
  const verification = useIdentityVerification();
  const [open, setOpen] = useState(() => openedByLink() && mayOpen(action));
  useDropBecomeHostParam();
  const [step, setStep] = useState<Step>(() => (action ? firstStep(action) : 'application'));
  const [applied, setApplied] = useState(false);
  const reasonId = useId();
  if (!action) return null;

  const disabled = !mayOpen(action);
  const trigger = TRIGGER[action.kind];
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next && !verification.session && !applied) setStep(firstStep(action));
  };

  return (
    <>
      <Button
        variant={action.kind === 'retry' ? 'secondary' : 'primary'}
        size="sm"
        disabled={disabled}
        aria-describedby={disabled ? reasonId : undefined}
        onClick={() => onOpenChange(true)}
      >
        <trigger.icon aria-hidden="true" className="size-4" />
        {trigger.label}
      </Button>
      {disabled ? (
        <span id={reasonId} className="text-sm text-muted">
          {disabledReason(user)}
        </span>
      ) : null}
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent
          title={TITLES[step]}
          size="lg"
          description={
            step === 'application'
              ? 'Tell us about the tables you would host. Next, you will verify your identity.'
              : undefined
          }
        >
          {step === 'retry' && action.kind === 'retry' ? (
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
                <Button onClick={() => setStep(action.step)} className="w-full sm:w-auto">
                  <RotateCcw aria-hidden="true" className="size-4" />
                  Try again
                </Button>
              </div>
            </div>
          ) : step === 'application' ? (
            <HostApplicationForm
              onSubmitted={() => {
                setApplied(true);
                setStep('identity');
              }}
            />
          ) : (
            <IdentityVerificationStep
              verification={verification}
              intro={applied ? HOST_APPLICATION_SUBMITTED : undefined}
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
