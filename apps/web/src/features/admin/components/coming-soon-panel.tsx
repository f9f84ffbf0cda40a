import { Badge } from '@/components/ui/badge.tsx';

/** The spec's placeholder beside payout accounts in System Settings: nothing to set yet. */
export function ComingSoonPanel() {
  return (
    <div className="rounded-2xl border border-dashed border-line bg-white/60 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-ink">Platform settings</h3>
        <Badge tone="gray">Coming soon</Badge>
      </div>
      <p className="mt-2 text-sm text-muted">
        Settings for the whole platform will be managed here. Nothing can be changed yet.
      </p>
    </div>
  );
}
