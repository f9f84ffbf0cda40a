import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { IconHeading } from '@/components/icon-heading.tsx';

/**
 * A titled section of a form or a settings tab: its icon heading, one line saying what it is
 * for, then its fields. `form` is one card holding heading and fields (the event form);
 * `panel` is a larger heading above a card (a settings tab). `bare` leaves the panel's children
 * unwrapped, for content that draws its own card.
 */
export function FormSection({
  icon,
  title,
  description,
  look,
  bare = false,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  look: 'form' | 'panel';
  bare?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const heading = (
    <IconHeading icon={icon} id={id} title={title} description={description} look={look} />
  );
  if (look === 'form') {
    return (
      <section
        aria-labelledby={id}
        className="rounded-3xl border border-line bg-white p-6 shadow-sm shadow-ink/5 sm:p-8"
      >
        {heading}
        <div className="mt-6 space-y-5">{children}</div>
      </section>
    );
  }
  return (
    <section aria-labelledby={id} className="space-y-6">
      {heading}
      {bare ? (
        children
      ) : (
        <div className="rounded-3xl border border-line bg-white p-5 sm:p-6">{children}</div>
      )}
    </section>
  );
}
