import { ConfirmStepDialog, type ConfirmStepProps } from './confirm-step-dialog.tsx';

/** The first minute after a dinner opens: asking enters the draw, nobody pays yet (decision 072). */
export function DrawEntryDialog(step: ConfirmStepProps) {
  return (
    <ConfirmStepDialog
      {...step}
      title="Enter the draw"
      description="This dinner has just opened. Everyone who asks in its first minute is drawn in random order, not by who clicked first."
      action="Enter the draw"
      pendingAction="Entering..."
    >
      <p className="text-sm text-ink">
        {step.event.price > 0
          ? 'If you are drawn, we hold your seats for 10 minutes while you pay. Nothing is charged now.'
          : 'If you are drawn, we hold your seats for 10 minutes while you confirm.'}
      </p>
    </ConfirmStepDialog>
  );
}
