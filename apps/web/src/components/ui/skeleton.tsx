import { cn } from '@/lib/cn.ts';

/** A pulsing placeholder block; hidden from assistive technology (pair it with a status). */
export function Skeleton({ className }: { className?: string }) {
  // a rounded-* in className replaces the default corner radius
  const rounded = className?.includes('rounded-') ? undefined : 'rounded-xl';
  return <div aria-hidden="true" className={cn('animate-pulse bg-line/70', rounded, className)} />;
}
