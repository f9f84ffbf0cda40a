import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

export type BadgeTone = 'brand' | 'green' | 'yellow' | 'blue' | 'gray' | 'red' | 'dark' | 'outline';

// Text and background pairs are at least 4.5:1 (WCAG AA for small text).
const tones: Record<BadgeTone, string> = {
  brand: 'bg-brand-100 text-brand-700',
  green: 'bg-green-100 text-green-800',
  yellow: 'bg-amber-100 text-amber-900',
  blue: 'bg-sky-100 text-sky-900',
  gray: 'bg-stone-100 text-stone-700',
  red: 'bg-red-100 text-red-800',
  dark: 'bg-ink text-white',
  outline: 'border border-line bg-white text-ink',
};

/** A small rounded label (category, status, host badge). */
export function Badge({
  tone = 'brand',
  icon,
  className,
  children,
}: {
  tone?: BadgeTone;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1 truncate rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
    >
      {icon}
      {children}
    </span>
  );
}
