import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from '@/lib/cn.ts';
import { dismissToast, TOAST_DURATION_MS, useToasts } from '@/lib/toast.ts';

/**
 * The notification region: one toast at a time, 5000 ms, pauses on hover or focus (Radix),
 * swipe right 50 px to dismiss, F8 focuses the region.
 */
export function Toaster() {
  const toasts = useToasts();
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
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:right-2 sm:bottom-2"
      />
    </Toast.Provider>
  );
}
