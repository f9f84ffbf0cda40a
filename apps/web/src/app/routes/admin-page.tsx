import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  PageTabs,
  PageTabsContent,
  PageTabsList,
  PageTabsTrigger,
} from '@/components/ui/page-tabs.tsx';
import { AdminAccessRequired } from '@/features/admin/components/admin-access-required.tsx';
import { OperationsTab } from '@/features/admin/components/operations-tab.tsx';
import { ReviewQueueTab } from '@/features/admin/components/review-queue-tab.tsx';
import { SystemSettingsTab } from '@/features/admin/components/system-settings-tab.tsx';
import { UsersTab } from '@/features/admin/components/users-tab.tsx';
import {
  ADMIN_TAB_LABELS,
  ADMIN_TABS,
  adminSearchFor,
  adminTabFrom,
  isAdminTab,
} from '@/features/admin/lib/admin-tabs.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/**
 * /admin (guarded): the admin dashboard; non-admins get 'Admin Access Required'. The `tab` query
 * parameter picks the tab, as on /settings.
 */
export function AdminPage() {
  useDocumentTitle('Admin Dashboard');
  const { user } = useCurrentUser();
  const search = useSearch();
  const [, navigate] = useLocation();
  const tab = adminTabFrom(search);

  const selectTab = useCallback(
    (next: string) => {
      if (!isAdminTab(next)) return;
      navigate(`/admin?${adminSearchFor(window.location.search, next)}`, { replace: true });
    },
    [navigate],
  );

  if (!user) return null;
  if (!user.isAdmin) return <AdminAccessRequired />;
  return (
    <div>
      <h1 className="font-serif text-4xl font-semibold text-ink">Admin Dashboard</h1>
      <p className="mt-2 text-muted">
        Review hosts, look after users, payout accounts and the running service.
      </p>
      <PageTabs value={tab} onValueChange={selectTab} className="mt-8">
        <PageTabsList aria-label="Admin dashboard">
          {ADMIN_TABS.map((t) => (
            <PageTabsTrigger key={t} value={t}>
              {ADMIN_TAB_LABELS[t]}
            </PageTabsTrigger>
          ))}
        </PageTabsList>
        <PageTabsContent value="verifications">
          <ReviewQueueTab queue="verifications" />
        </PageTabsContent>
        <PageTabsContent value="applications">
          <ReviewQueueTab queue="applications" />
        </PageTabsContent>
        <PageTabsContent value="users">
          <UsersTab />
        </PageTabsContent>
        <PageTabsContent value="settings">
          <SystemSettingsTab />
        </PageTabsContent>
        <PageTabsContent value="operations">
          <OperationsTab />
        </PageTabsContent>
      </PageTabs>
    </div>
  );
}
