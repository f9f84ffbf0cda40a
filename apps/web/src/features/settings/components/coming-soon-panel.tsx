import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { IconHeading } from '@/components/icon-heading.tsx';

/** A settings tab whose form arrives with a later issue (docs/decisions/009-settings-tabs-scope.md). */
export function ComingSoonPanel({
  icon,
  title,
  description,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <IconHeading
        icon={icon}
        id={headingId}
        title={title}
        description={description}
        look="panel"
      />
      <p className="rounded-2xl border border-dashed border-line bg-white/60 p-5 text-sm text-muted">
        This setting will be available soon.
      </p>
    </section>
  );
}
