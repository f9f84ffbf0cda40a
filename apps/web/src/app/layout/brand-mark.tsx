import { Link } from 'wouter';
import { cn } from '@/lib/cn.ts';

/** A round table with six seats: the Storytable mark. */
export function TableMark({ className }: { className?: string }) {
  const seats = [0, 60, 120, 180, 240, 300];
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <circle cx="16" cy="16" r="7.5" fill="currentColor" />
      {seats.map((deg) => {
        const r = (deg * Math.PI) / 180;
        return (
          <circle
            key={deg}
            cx={16 + 12.5 * Math.cos(r)}
            cy={16 + 12.5 * Math.sin(r)}
            r="2.6"
            fill="currentColor"
            opacity="0.55"
          />
        );
      })}
    </svg>
  );
}

/** The 'Storytable' wordmark, linking home. */
export function BrandLink({ className, inverse }: { className?: string; inverse?: boolean }) {
  return (
    <Link
      href="/"
      className={cn(
        'inline-flex items-center gap-2 rounded-lg font-serif text-2xl font-semibold tracking-tight',
        inverse ? 'text-cream' : 'text-ink',
        className,
      )}
    >
      <TableMark className={cn('size-7', inverse ? 'text-brand-200' : 'text-brand-600')} />
      Storytable
    </Link>
  );
}
