import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a settings form just did, announced politely. */
export function SuccessNote({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <p role="status" className="flex gap-3 rounded-2xl bg-sage-100 p-4 text-sm text-sage-700">
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}
