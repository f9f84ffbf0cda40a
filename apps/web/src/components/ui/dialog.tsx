import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import { type ComponentProps, type ReactNode, useRef } from 'react';
import { cn } from '@/lib/cn.ts';

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

interface DialogContentProps extends Omit<ComponentProps<typeof D.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Hides the title visually (it still names the dialog). */
  hideTitle?: boolean;
  /** Tailwind animation class for the entry. */
  animation?: string;
  size?: 'sm' | 'md' | 'lg';
}

const widths = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-lg' } as const;

/** A centred modal with overlay, title, optional description and a close button. */
export function DialogContent({
  title,
  description,
  hideTitle,
  animation = 'data-[state=open]:animate-dialog-in',
  size = 'md',
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...rest
}: DialogContentProps) {
  // Radix gives focus back to a Dialog.Trigger; a dialog opened without one (a card, a flow's
  // next step) gives it back to what had focus when it opened, while that is still on the page.
  const openedFrom = useRef<HTMLElement | null>(null);
  const noteOpener = (event: Event) => {
    const active = document.activeElement;
    openedFrom.current = active instanceof HTMLElement && active !== document.body ? active : null;
    onOpenAutoFocus?.(event);
  };
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    const opener = openedFrom.current;
    if (event.defaultPrevented || !opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-40 bg-ink/55 backdrop-blur-[2px] data-[state=open]:animate-overlay-in" />
      <D.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl shadow-ink/20 focus:outline-none sm:p-8',
          widths[size],
          animation,
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={noteOpener}
        onCloseAutoFocus={returnFocus}
        {...rest}
      >
        <D.Title
          className={cn('pr-8 font-serif text-2xl font-semibold text-ink', hideTitle && 'sr-only')}
        >
          {title}
        </D.Title>
        {description ? (
          <D.Description className="mt-2 text-sm leading-relaxed text-muted">
            {description}
          </D.Description>
        ) : null}
        {children}
        <D.Close
          data-dialog-close=""
          className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-full text-muted transition-colors hover:bg-brand-50 hover:text-ink"
          aria-label="Close"
        >
          <X aria-hidden="true" className="size-5" />
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}
