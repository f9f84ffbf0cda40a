import { PlaceholderPage } from '@/components/placeholder-page.tsx';

/** Placeholder until its issue lands. */
export function PaymentSuccessPage() {
  return <PlaceholderPage title="Payment" />;
}
