import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose } from '@/components/ui/dialog.tsx';

/** One state of the payment dialog: an icon, a title and what it means. */
export function PaymentStatusPanel({
  icon,
  title,
  children,
  role = 'status',
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  role?: 'status' | 'alert';
}) {
  return (
    <div role={role} className="flex items-start gap-3 rounded-2xl bg-cream p-4">
      {icon}
      <div className="min-w-0 text-sm leading-6">
        <p className="font-semibold text-ink">{title}</p>
        <div className="text-muted">{children}</div>
      </div>
    </div>
  );
}

/** The dialog's own 'Close', once there is nothing left to do in it. */
export function CloseButton() {
  return (
    <div className="flex justify-end">
      <DialogClose asChild>
        <Button variant="secondary">Close</Button>
      </DialogClose>
    </div>
  );
}
