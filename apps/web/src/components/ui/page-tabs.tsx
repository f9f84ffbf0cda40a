import { Tabs as T } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * The tabs that split a page into sections (profile, settings): Radix Tabs, so arrow keys move
 * between tabs, Home/End jump, and each panel is labelled by its tab. On phones the tabs are
 * chips that wrap onto a second line, so none is hidden off-screen; from `sm` up they are an
 * underlined row.
 */
export const PageTabs = T.Root;

export function PageTabsList({ className, ...rest }: ComponentProps<typeof T.List>) {
  return (
    <T.List
      className={cn(
        'flex flex-wrap gap-2 sm:flex-nowrap sm:gap-1 sm:border-b sm:border-line',
        className,
      )}
      {...rest}
    />
  );
}

export function PageTabsTrigger({ className, ...rest }: ComponentProps<typeof T.Trigger>) {
  return (
    <T.Trigger
      className={cn(
        'inline-flex h-10 shrink-0 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-ink',
        'data-[state=active]:border-brand-600 data-[state=active]:bg-brand-600 data-[state=active]:text-white',
        'sm:-mb-px sm:h-11 sm:rounded-none sm:rounded-t-lg sm:border-0 sm:border-b-2 sm:border-transparent sm:bg-transparent sm:px-3',
        'sm:data-[state=active]:border-brand-600 sm:data-[state=active]:bg-transparent sm:data-[state=active]:text-brand-700',
        className,
      )}
      {...rest}
    />
  );
}

export function PageTabsContent({ className, ...rest }: ComponentProps<typeof T.Content>) {
  return <T.Content className={cn('pt-6 focus-visible:rounded-lg', className)} {...rest} />;
}
