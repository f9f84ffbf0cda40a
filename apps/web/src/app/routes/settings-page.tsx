import { BellRing, CalendarSync, KeyRound, Mail, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { FormSection } from '@/components/form-section.tsx';
import {
  PageTabs,
  PageTabsContent,
  PageTabsList,
  PageTabsTrigger,
} from '@/components/ui/page-tabs.tsx';
import { CalendarFeedPanel } from '@/features/calendar/components/calendar-feed-panel.tsx';
import { CookieChoices } from '@/features/legal/components/cookie-choices.tsx';
import { NoticePreferencesPanel } from '@/features/notices/components/notice-preferences-panel.tsx';
import { HostPayoutsPanel } from '@/features/payouts/components/host-payouts-panel.tsx';
import { usePayoutReturn } from '@/features/payouts/hooks/use-payout-return.ts';
import { DeleteAccountDialog } from '@/features/profile/components/delete-account-dialog.tsx';
import { EmailPanel } from '@/features/settings/components/email-panel.tsx';
import { PasswordPanel } from '@/features/settings/components/password-panel.tsx';
import { PrivacyPanel } from '@/features/settings/components/privacy-panel.tsx';
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
          <FormSection
            look="panel"
            icon={KeyRound}
            title="Change Password"
            description="Choose a new password for signing in."
          >
            <PasswordPanel />
          </FormSection>
        </PageTabsContent>
        <PageTabsContent value="email">
          <FormSection
            look="panel"
            icon={Mail}
            title="Change Email"
            description="Change the address we use to reach you."
          >
            <EmailPanel currentEmail={user.email} />
          </FormSection>
        </PageTabsContent>
        <PageTabsContent value="host" className="space-y-10">
          <HostPayoutsPanel user={user} checking={checking} />
          {user.isHost ? (
            <FormSection
              look="panel"
              icon={BellRing}
              title="Notices"
              description="How we tell you about bookings, cancellations and reviews."
            >
              <NoticePreferencesPanel />
            </FormSection>
          ) : null}
        </PageTabsContent>
        <PageTabsContent value="privacy" className="space-y-10">
          <FormSection
            look="panel"
            icon={ShieldCheck}
            title="Privacy & Data"
            description="Export your data and choose which emails, messages and cookies you allow."
          >
            <PrivacyPanel user={user} cookieChoices={<CookieChoices />} />
          </FormSection>
          <FormSection
            look="panel"
            icon={CalendarSync}
            title="Calendar feed"
            description="Your dinners in your own calendar, kept up to date."
          >
            <CalendarFeedPanel />
          </FormSection>
        </PageTabsContent>
        <PageTabsContent value="danger">
          <FormSection
            look="panel"
            icon={TriangleAlert}
            title="Danger Zone"
            description="Delete your account and everything in it."
          >
            <p className="mb-4 text-sm text-muted">
              Deleting your account cancels your upcoming reservations (with refunds) and the
              dinners you host, and removes your personal data. It cannot be undone.
            </p>
            <DeleteAccountDialog />
          </FormSection>
        </PageTabsContent>
      </PageTabs>
    </div>
  );
}
