import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose } from '@/components/ui/dialog.tsx';

/**
 * One state of the payment dialog: an icon, a title and what it means. It replaces the form the
 * guest was in, so it takes focus (and is read out) when it shows.
 */
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
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      role={role}
      tabIndex={-1}
      className="flex items-start gap-3 rounded-2xl bg-cream p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
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
