import { EARNINGS_MESSAGES } from '@storytable/domain';
import { Wallet } from 'lucide-react';
import { useId } from 'react';
import { TabEmpty, TabError, TabLoading } from '@/components/tab-states.tsx';
import { useEarnings } from '../api/get-earnings.ts';
import { DinnersTable } from './dinners-table.tsx';
import { DownloadEarnings } from './download-earnings.tsx';
import { EarningsChart } from './earnings-chart.tsx';
import { EarningsTotals } from './earnings-totals.tsx';

export const EARNINGS_FAILED = 'Failed to load your earnings';

/** The host's earnings: totals, the months' chart, every dinner, and the CSV download. */
export function Earnings() {
  const q = useEarnings();
  const dinnersId = useId();
  if (q.isPending) return <TabLoading label="Loading your earnings" />;
  if (q.isError)
    return <TabError error={q.error} fallback={EARNINGS_FAILED} onRetry={() => q.refetch()} />;
  const { totals, months, dinners } = q.data;
  if (!dinners.length)
    return (
      <TabEmpty icon={Wallet} title="No earnings yet">
        {EARNINGS_MESSAGES.EMPTY}
      </TabEmpty>
    );
  return (
    <div className="space-y-8">
      <EarningsTotals totals={totals} />
      <EarningsChart months={months} />
      <section aria-labelledby={dinnersId} className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={dinnersId} className="font-serif text-xl font-semibold text-ink">
            Per dinner
          </h2>
          <DownloadEarnings />
        </div>
        <DinnersTable dinners={dinners} />
      </section>
    </div>
  );
}
