import { type CurrentUser, HOST_APPLICATION_SUBMITTED, hostStanding } from '@storytable/domain';
import { RotateCcw, ShieldCheck, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { openedByLink, useDropBecomeHostParam } from '../hooks/use-become-host-link.ts';
import { useIdentityVerification } from '../hooks/use-identity-verification.ts';
import {
  type BecomeHostStep,
  disabledReason,
  firstStep,
  mayOpen,
  STEP_TITLES,
} from '../lib/become-host-steps.ts';
import { HostApplicationForm } from './host-application-form.tsx';
import { IdentityVerificationStep } from './identity-verification-step.tsx';
import { RetryVerificationStep } from './retry-verification-step.tsx';

const TRIGGER = {
  apply: { label: 'Become a Host', icon: Sparkles },
  verify: { label: 'Verify your identity', icon: ShieldCheck },
  retry: { label: 'Retry verification', icon: RotateCcw },
} as const;

/**
 * The owner's way to hosting (spec sections 2 and 4): one dialog, the application step then the
 * identity verification step; after a failed check, a retry dialog that shows the code.
 */
export function BecomeHostDialog({ user }: { user: CurrentUser }) {
  const action = hostStanding(user).action;
  const verification = useIdentityVerification();
  const [open, setOpen] = useState(() => openedByLink() && mayOpen(action));
  useDropBecomeHostParam();
  const [step, setStep] = useState<BecomeHostStep>(() =>
    action ? firstStep(action) : 'application',
  );
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
          title={STEP_TITLES[step]}
          size="lg"
          description={
            step === 'application'
              ? 'Tell us about the tables you would host. Next, you will verify your identity.'
              : undefined
          }
        >
          {step === 'retry' && action.kind === 'retry' ? (
            <RetryVerificationStep action={action} onRetry={() => setStep(action.step)} />
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
