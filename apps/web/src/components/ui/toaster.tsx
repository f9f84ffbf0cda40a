import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useLayoutEffect, useState } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn.ts';
import { dismissToast, TOAST_DURATION_MS, useToasts } from '@/lib/toast.ts';

/**
 * Where toasts show (decision 050): under the header, since the bottom of the screen is where the
 * cookie bar, a dialog's buttons and a phone's sticky footers are. Over an open dialog the header
 * is inert: a toast goes to the screen's edge with more room beside the dialog (its title and
 * Close at the top, its actions at the bottom stay clear whenever there is room).
 */
const PLACES = {
  header: 'top-16',
  top: 'top-0',
  bottom: 'bottom-0',
} as const;

/** Measured once per toast shown (`toastId`), before it paints. */
function useToastPlace(toastId: string | undefined): keyof typeof PLACES {
  const [place, setPlace] = useState<keyof typeof PLACES>('header');
  useLayoutEffect(() => {
    if (!toastId) return;
    const dialog = document.querySelector(
      '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
    );
    if (!dialog) return setPlace('header');
    const box = dialog.getBoundingClientRect();
    setPlace(window.innerHeight - box.bottom > box.top ? 'bottom' : 'top');
  }, [toastId]);
  return place;
}

/**
 * Radix hands Escape to the newest layer, which a toast shown over a dialog is: the first Escape
 * would only close the toast (an admin's decision, a reservation). When a dialog is open the
 * Escape is the dialog's: it closes it, and the toast stays to be read.
 */
function escapeToDialog(event: KeyboardEvent) {
  // someone who went to the toast itself (F8) means the toast
  if (document.activeElement?.closest('[role="region"][aria-label^="Notifications"]')) return;
  const open = document.querySelectorAll('[role="dialog"][data-state="open"]');
  const close = open[open.length - 1]?.querySelector<HTMLElement>('[data-dialog-close]');
  if (!close) return;
  event.preventDefault();
  close.click();
}

/**
 * The notification region: one toast at a time, 5000 ms, pauses on hover or focus (Radix),
 * swipe right 50 px to dismiss, F8 focuses the region.
 */
export function Toaster() {
  const toasts = useToasts();
  const place = useToastPlace(toasts.find((t) => t.open)?.id);
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
    >
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onEscapeKeyDown={escapeToDialog}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-11 shadow-lg shadow-ink/10',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-out',
            t.variant === 'destructive'
              ? 'border-danger bg-danger text-white'
              : 'border-line bg-white text-ink',
          )}
        >
          <div className="grid gap-1">
            {t.title ? (
              <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            ) : null}
            {t.description ? (
              <Toast.Description
                className={cn('text-sm', t.variant === 'destructive' ? 'text-white' : 'text-muted')}
              >
                {t.description}
              </Toast.Description>
            ) : null}
            {t.action ? (
              <Toast.Action altText={t.action.alt ?? t.action.label} asChild>
                <Link
                  href={t.action.href}
                  onClick={() => dismissToast(t.id)}
                  className={cn(
                    'mt-1 justify-self-start text-sm font-semibold underline underline-offset-4',
                    t.variant === 'destructive' ? 'text-white' : 'text-brand-700',
                  )}
                >
                  {t.action.label}
                </Link>
              </Toast.Action>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Close notification"
            className={cn(
              'absolute top-3 right-3 inline-flex size-7 items-center justify-center rounded-full transition-colors',
              t.variant === 'destructive' ? 'hover:bg-white/15' : 'text-muted hover:bg-brand-50',
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={['F8']}
        className={cn(
          'fixed right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-2 outline-none sm:right-2 sm:p-4',
          PLACES[place],
        )}
      />
    </Toast.Provider>
  );
}
