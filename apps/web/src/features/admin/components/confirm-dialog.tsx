import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog.tsx';

/**
 * A destructive action behind a confirmation that says what will happen. `onConfirm` runs the
 * mutation (its failure is toasted by the mutation and repeated here); the dialog closes when it
 * succeeds.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  consequences,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  failure,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  consequences?: readonly string[];
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel?: string;
  onConfirm: () => Promise<unknown>;
  /** The inline text for a failure. */
  failure: (error: Error) => string;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const onOpenChange = (next: boolean) => {
    if (pending) return;
    setOpen(next);
    setError(undefined);
  };
  const confirm = async () => {
    setPending(true);
    setError(undefined);
    try {
      await onConfirm();
      setOpen(false);
    } catch (e) {
      setError(failure(e instanceof Error ? e : new Error(String(e))));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description}>
        {consequences?.length ? (
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-ink">
            {consequences.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        ) : null}
        {error ? (
          <p role="alert" className="mt-4 text-sm text-danger">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button variant="danger" disabled={pending} onClick={confirm}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
