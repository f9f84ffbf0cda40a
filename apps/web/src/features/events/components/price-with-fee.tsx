import { feeText, priceOfSeats, priceText } from '@storytable/domain';
import { cn } from '@/lib/cn.ts';

/**
 * A dinner's price as every screen before the card form shows it: the host's price per person
 * and, beside it, the processing fee the card is charged on top ('$35.00 + $1.35 fee').
 */
export function PriceWithFee({ cents, className }: { cents: number; className?: string }) {
  const fee = feeText(priceOfSeats(cents));
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
      <span className={cn('font-serif font-semibold text-ink', className)}>{priceText(cents)}</span>
      {fee ? <span className="font-sans text-sm font-normal text-muted">{fee}</span> : null}
    </span>
  );
}
