import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/** Placeholder until its issue lands. */
export function ProfilePage() {
  return <PlaceholderPage title="Profile" />;
}
