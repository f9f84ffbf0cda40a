import { DropdownMenu as M } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

export const DropdownMenu = M.Root;
export const DropdownMenuTrigger = M.Trigger;

/** The menu panel, in a portal, aligned to its trigger. */
export function DropdownMenuContent({
  className,
  sideOffset = 8,
  align = 'end',
  ...rest
}: ComponentProps<typeof M.Content>) {
  return (
    <M.Portal>
      <M.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 min-w-52 rounded-2xl border border-line bg-white p-1.5 shadow-xl shadow-ink/10 data-[state=open]:animate-dialog-in',
          className,
        )}
        {...rest}
      />
    </M.Portal>
  );
}

export const dropdownItemClasses =
  'flex w-full cursor-pointer items-center gap-2.5 rounded-xl px-3 py-2.5 text-sm text-ink outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700';

export function DropdownMenuItem({ className, ...rest }: ComponentProps<typeof M.Item>) {
  return <M.Item className={cn(dropdownItemClasses, className)} {...rest} />;
}
