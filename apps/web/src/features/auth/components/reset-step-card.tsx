import { KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';

/** The reset page's frame: 'Reset Password', which of its 2 steps this is, then the step. */
export function ResetStepCard({ step, children }: { step: 1 | 2; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md">
      <div className="mb-8 text-center">
        <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
          <KeyRound aria-hidden="true" className="size-7" />
        </span>
        <h1 className="font-serif text-4xl font-semibold text-ink">Reset Password</h1>
        <p className="mt-2 text-sm font-medium tracking-wide text-muted uppercase">
          Step {step} of 2
        </p>
      </div>
      <div className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">{children}</div>
    </div>
  );
}
