import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/**
 * A section's heading (h2) beside its icon, with one line saying what the section is for:
 * `form` for a form's parts, `panel` (larger, serif) for a settings panel.
 */
export function IconHeading({
  icon: Icon,
  id,
  title,
  description,
  look,
}: {
  icon: LucideIcon;
  id: string;
  title: string;
  description: string;
  look: 'form' | 'panel';
}) {
  const form = look === 'form';
  return (
    <div className={cn('flex items-start', form ? 'gap-4' : 'gap-3')}>
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600"
      >
        <Icon className="size-5" />
      </span>
      <div>
        <h2
          id={id}
          className={cn('font-semibold text-ink', form ? 'text-xl' : 'font-serif text-2xl')}
        >
          {title}
        </h2>
        <p className={cn('mt-1 text-muted', form && 'text-sm')}>{description}</p>
      </div>
    </div>
  );
}
