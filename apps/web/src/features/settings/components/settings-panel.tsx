import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { IconHeading } from '@/components/icon-heading.tsx';

/** One settings tab's section: its heading, what it is for, then its form. */
export function SettingsPanel({
  icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <IconHeading
        icon={icon}
        id={headingId}
        title={title}
        description={description}
        look="panel"
      />
      <div className="rounded-3xl border border-line bg-white p-5 sm:p-6">{children}</div>
    </section>
  );
}
