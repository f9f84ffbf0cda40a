import { cn } from '@/lib/cn.ts';

/** A pulsing placeholder block; hidden from assistive technology (pair it with a status). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-xl bg-line/70', className)} />;
}
