import { Landmark, type LucideIcon, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { IconHeading } from '@/components/icon-heading.tsx';
import { ComingSoonPanel } from './coming-soon-panel.tsx';
import { PayoutAccountsPanel } from './payout-accounts-panel.tsx';

function SettingsSection(props: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-6">
      <IconHeading
        icon={props.icon}
        id={id}
        title={props.title}
        description={props.description}
        look="panel"
      />
      {props.children}
    </section>
  );
}

/** System Settings: payout account management and the 'Coming soon' placeholder (spec section 2). */
export function SystemSettingsTab() {
  return (
    <div className="space-y-10">
      <SettingsSection
        icon={Landmark}
        title="Payout accounts"
        description="The hosts' Stripe Connect accounts: Active once they can take charges."
      >
        <div className="rounded-3xl border border-line bg-white p-5 sm:p-6">
          <PayoutAccountsPanel />
        </div>
      </SettingsSection>
      <SettingsSection
        icon={SlidersHorizontal}
        title="Platform"
        description="Settings that apply to every user."
      >
        <ComingSoonPanel />
      </SettingsSection>
    </div>
  );
}
