import { bookingTerms, type PolicyEvent } from '@storytable/domain';
import { CalendarX2, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/**
 * What cancelling a seat booked now allows (decisions 026, 057), said before booking on the event
 * page, in its dialog and in the reservation dialogs: the dinner's refund policy, or, inside the
 * cancellation window, that the seat cannot be cancelled.
 */
export function CancellationTerms({
  event,
  className,
}: {
  event: PolicyEvent;
  className?: string;
}) {
  const terms = bookingTerms(event);
  if (!terms.cancellable) {
    return (
      <p
        className={cn(
          'flex items-start gap-2 rounded-xl bg-amber-50 px-3.5 py-2.5 text-left text-sm font-medium text-amber-900',
          className,
        )}
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{terms.text}</span>
      </p>
    );
  }
  return (
    <p className={cn('flex items-start justify-center gap-2 text-sm text-muted', className)}>
      <CalendarX2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
      <span>{terms.text}</span>
    </p>
  );
}
