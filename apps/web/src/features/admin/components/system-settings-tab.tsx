import { Landmark, SlidersHorizontal } from 'lucide-react';
import { FormSection } from '@/components/form-section.tsx';
import { ComingSoonPanel } from './coming-soon-panel.tsx';
import { PayoutAccountsPanel } from './payout-accounts-panel.tsx';

/** System Settings: payout account management and the 'Coming soon' placeholder (spec section 2). */
export function SystemSettingsTab() {
  return (
    <div className="space-y-10">
      <FormSection
        look="panel"
        icon={Landmark}
        title="Payout accounts"
        description="The hosts' Stripe Connect accounts: Active once they can take charges."
      >
        <PayoutAccountsPanel />
      </FormSection>
      <FormSection
        look="panel"
        bare
        icon={SlidersHorizontal}
        title="Platform"
        description="Settings that apply to every user."
      >
        <ComingSoonPanel />
      </FormSection>
    </div>
  );
}
