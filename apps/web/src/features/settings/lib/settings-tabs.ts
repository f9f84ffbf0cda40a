export const SETTINGS_TABS = ['password', 'email', 'host', 'privacy', 'danger'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const SETTINGS_TAB_LABELS: Record<SettingsTab, string> = {
  password: 'Password',
  email: 'Email',
  host: 'Host',
  privacy: 'Privacy',
  danger: 'Danger Zone',
};

export function isSettingsTab(value: string | null): value is SettingsTab {
  return value !== null && (SETTINGS_TABS as readonly string[]).includes(value);
}

/** The `tab` query parameter selects the first tab shown; anything else means password. */
export function settingsTabFrom(search: string): SettingsTab {
  const tab = new URLSearchParams(search).get('tab');
  return isSettingsTab(tab) ? tab : 'password';
}

/** The payout provider's return address carries complete=true. */
export function isPayoutReturn(search: string): boolean {
  return new URLSearchParams(search).get('complete') === 'true';
}

/** The query string for `tab`, keeping unrelated parameters and dropping the one-shot `complete`. */
export function settingsSearchFor(search: string, tab: SettingsTab): string {
  const params = new URLSearchParams(search);
  params.set('tab', tab);
  params.delete('complete');
  return params.toString();
}
