import { Landmark, SlidersHorizontal } from 'lucide-react';
import { useId } from 'react';
import { IconHeading } from '@/components/icon-heading.tsx';
import { ComingSoonPanel } from './coming-soon-panel.tsx';
import { PayoutAccountsPanel } from './payout-accounts-panel.tsx';

/** System Settings: payout account management and the 'Coming soon' placeholder (spec section 2). */
export function SystemSettingsTab() {
  const payoutsId = useId();
  const platformId = useId();
  return (
    <div className="space-y-10">
      <section aria-labelledby={payoutsId} className="space-y-6">
        <IconHeading
          icon={Landmark}
          id={payoutsId}
          title="Payout accounts"
          description="The hosts' Stripe Connect accounts: Active once they can take charges."
          look="panel"
        />
        <div className="rounded-3xl border border-line bg-white p-5 sm:p-6">
          <PayoutAccountsPanel />
        </div>
      </section>
      <section aria-labelledby={platformId} className="space-y-6">
        <IconHeading
          icon={SlidersHorizontal}
          id={platformId}
          title="Platform"
          description="Settings that apply to every user."
          look="panel"
        />
        <ComingSoonPanel />
      </section>
    </div>
  );
}
