import { usePaymentsConfig } from '@/features/reservations/api/get-payments-config.ts';

/** Production running the simulated gateway on purpose says so on every page (audit finding 4). */
export default function DemoModeNotice() {
  const { data } = usePaymentsConfig();
  if (!data?.demoMode) return null;
  return (
    <p
      role="note"
      className="bg-amber-100 px-4 py-1.5 text-center font-medium text-amber-950 text-sm"
    >
      Demo mode: no real payments
    </p>
  );
}
