import { CANCELLATION_CUTOFF_HOURS } from '@storytable/domain';
import { CalendarX2 } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

const CANCELLATION_POLICY = `Free cancellation until ${CANCELLATION_CUTOFF_HOURS} hours before the dinner; paid seats are refunded in full.`;

/**
 * The refund policy the Terms promise on the event page before reserving (decision 026): every
 * dinner has the same one, the cancellation cutoff of the reservation rules.
 */
export function CancellationPolicy({ className }: { className?: string }) {
  return (
    <p className={cn('flex items-start justify-center gap-2 text-sm text-muted', className)}>
      <CalendarX2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
      <span>{CANCELLATION_POLICY}</span>
    </p>
  );
}
