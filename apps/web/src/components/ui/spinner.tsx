import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/** A small inline spinner with an accessible label. */
export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center py-16', className)}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-600" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
