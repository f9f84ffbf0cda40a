import { countdownSpoken, countdownText, formatEventWhen } from '@storytable/domain';
import { Hourglass } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useCountdown } from '@/lib/use-countdown.ts';

/**
 * "Opens for booking {when}" with a live countdown (decision 071). The ticking figure is hidden
 * from screen readers; a polite live region tells them in whole minutes, so it speaks rarely.
 */
export function OpeningCountdown({
  opensAt,
  timeZone,
  onOpened,
  className,
}: {
  opensAt: string;
  timeZone: string;
  onOpened?: () => void;
  className?: string;
}) {
  const left = useCountdown(opensAt, onOpened);
  return (
    <div className={cn('space-y-1', className)}>
      <p className="flex items-start gap-2 font-medium text-ink">
        <Hourglass aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
        <span>Opens for booking {formatEventWhen(opensAt, timeZone)}</span>
      </p>
      <p className="pl-6 text-sm text-muted">
        <span aria-hidden="true" data-testid="opening-countdown">
          Opens in {countdownText(left)}
        </span>
        <span className="sr-only" aria-live="polite">
          {countdownSpoken(left)}
        </span>
      </p>
    </div>
  );
}
