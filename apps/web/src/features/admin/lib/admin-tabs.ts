export const ADMIN_TABS = [
  'verifications',
  'applications',
  'users',
  'settings',
  'operations',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const ADMIN_TAB_LABELS: Record<AdminTab, string> = {
  verifications: 'Pending Verifications',
  applications: 'Host Applications',
  users: 'All Users',
  settings: 'System Settings',
  operations: 'Operations',
};

export function isAdminTab(value: string | null): value is AdminTab {
  return value !== null && (ADMIN_TABS as readonly string[]).includes(value);
}

/** The `tab` query parameter selects the tab; anything else means the first, Pending Verifications. */
export function adminTabFrom(search: string): AdminTab {
  const tab = new URLSearchParams(search).get('tab');
  return isAdminTab(tab) ? tab : 'verifications';
}

/** The query string for `tab`, keeping unrelated parameters. */
export function adminSearchFor(search: string, tab: AdminTab): string {
  const params = new URLSearchParams(search);
  params.set('tab', tab);
  return params.toString();
}
