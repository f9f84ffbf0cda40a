import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';

/** A settings tab whose form arrives with a later issue (docs/decisions/009-settings-tabs-scope.md). */
export function ComingSoonPanel({
  icon: Icon,
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
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600"
        >
          <Icon className="size-5" />
        </span>
        <div>
          <h2 id={headingId} className="font-serif text-2xl font-semibold text-ink">
            {title}
          </h2>
          <p className="mt-1 text-muted">{description}</p>
        </div>
      </div>
      <p className="rounded-2xl border border-dashed border-line bg-white/60 p-5 text-sm text-muted">
        This setting will be available soon.
      </p>
    </section>
  );
}
