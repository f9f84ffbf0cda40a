import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * A section of the event's dialog (heading level 3) or of its page (level 2, the page's
 * larger type).
 */
export function EventSection({
  title,
  level,
  className,
  children,
}: {
  title: string;
  level: 2 | 3;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={className}>
      <Heading
        id={id}
        className={cn('font-semibold text-ink', level === 2 ? 'text-xl' : 'text-lg')}
      >
        {title}
      </Heading>
      {children}
    </section>
  );
}
