import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/** One fact of an event (inside a <dl>): an icon, a small label and the value. */
export function DetailRow({
  icon: Icon,
  label,
  className,
  children,
}: {
  icon: LucideIcon;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  // dt and dd stay direct children of the group's div (valid <dl>); the icon sits in the dt
  return (
    <div className={cn('relative min-h-9 pl-12', className)}>
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">
        <span
          aria-hidden="true"
          className="absolute top-0 left-0 inline-flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-600"
        >
          <Icon className="size-4" />
        </span>
        {label}
      </dt>
      <dd className="text-sm font-medium text-ink">{children}</dd>
    </div>
  );
}

export function spotsText(available: number, capacity: number): string {
  return `${available} of ${capacity} spots available`;
}
