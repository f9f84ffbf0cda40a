import { KeyRound, Mail, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  PageTabs,
  PageTabsContent,
  PageTabsList,
  PageTabsTrigger,
} from '@/components/ui/page-tabs.tsx';
import { HostPayoutsPanel } from '@/features/payouts/components/host-payouts-panel.tsx';
import { usePayoutReturn } from '@/features/payouts/hooks/use-payout-return.ts';
import { ComingSoonPanel } from '@/features/settings/components/coming-soon-panel.tsx';
import {
  isPayoutReturn,
  isSettingsTab,
  SETTINGS_TAB_LABELS,
  SETTINGS_TABS,
  settingsSearchFor,
  settingsTabFrom,
} from '@/features/settings/lib/settings-tabs.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/**
 * /settings (guarded). The `tab` query parameter picks the tab and follows every change, so a
 * tab can be linked to and survives a reload.
 */
export function SettingsPage() {
  useDocumentTitle('Settings');
  const { user } = useCurrentUser();
  const search = useSearch();
  const [, navigate] = useLocation();
  const tab = settingsTabFrom(search);

  const selectTab = useCallback(
    (next: string) => {
      if (!isSettingsTab(next)) return;
      navigate(`/settings?${settingsSearchFor(window.location.search, next)}`, { replace: true });
    },
    [navigate],
  );
  const clearReturnFlag = useCallback(() => selectTab('host'), [selectTab]);
  const checking = usePayoutReturn(isPayoutReturn(search), clearReturnFlag);

  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="font-serif text-4xl font-semibold text-ink">Settings</h1>
      <p className="mt-2 text-muted">Manage your account, payouts and privacy.</p>
      <PageTabs value={tab} onValueChange={selectTab} className="mt-8">
        <PageTabsList aria-label="Settings">
          {SETTINGS_TABS.map((t) => (
            <PageTabsTrigger key={t} value={t}>
              {SETTINGS_TAB_LABELS[t]}
            </PageTabsTrigger>
          ))}
        </PageTabsList>
        <PageTabsContent value="password">
          <ComingSoonPanel
            icon={KeyRound}
            title="Change Password"
            description="Choose a new password for signing in."
          />
        </PageTabsContent>
        <PageTabsContent value="email">
          <ComingSoonPanel
            icon={Mail}
            title="Change Email"
            description="Change the address we use to reach you."
          />
        </PageTabsContent>
        <PageTabsContent value="host">
          <HostPayoutsPanel user={user} checking={checking} />
        </PageTabsContent>
        <PageTabsContent value="privacy">
          <ComingSoonPanel
            icon={ShieldCheck}
            title="Privacy & Data"
            description="Export your data and choose which emails, messages and cookies you allow."
          />
        </PageTabsContent>
        <PageTabsContent value="danger">
          <ComingSoonPanel
            icon={TriangleAlert}
            title="Danger Zone"
            description="Delete your account and everything in it."
          />
        </PageTabsContent>
      </PageTabs>
    </div>
  );
}
