import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/** Placeholder until its issue lands. */
export function AdminPage() {
  return <PlaceholderPage title="Admin Dashboard" />;
}
