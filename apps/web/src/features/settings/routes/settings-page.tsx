import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/** Placeholder until its issue lands. */
export function SettingsPage() {
  return <PlaceholderPage title="Settings" />;
}
