import type { EarningsMonth } from '@storytable/domain';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { type ChartBar, chartBars, seatsText } from '../lib/earnings-chart.ts';
import { MonthsTable } from './months-table.tsx';

/**
 * Net earnings and seats filled by month: CSS bars for the eye, each labelled in words, and the
 * same figures as a table one press away (shown in place of the bars). The bars share the width,
 * so the chart never scrolls sideways.
 */
export function EarningsChart({ months }: { months: EarningsMonth[] }) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const bars = chartBars(months);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-serif text-xl font-semibold text-ink">
          By month
        </h2>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={asTable}
          onClick={() => setAsTable(!asTable)}
        >
          {asTable ? 'Show chart' : 'Show as table'}
        </Button>
      </div>
      {asTable ? (
        <MonthsTable months={months} />
      ) : (
        <>
          <Legend />
          <ul
            aria-label="Net earnings and seats filled by month"
            className="flex h-56 items-end gap-2 rounded-2xl border border-line bg-white px-3 pt-4 pb-2 sm:gap-4 sm:px-4"
          >
            {bars.map((b) => (
              <MonthBars key={b.month} bar={b} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Legend() {
  return (
    <p className="flex gap-4 text-sm text-muted" aria-hidden="true">
      <span className="flex items-center gap-1">
        <span className="inline-block size-3 rounded-sm bg-brand-600" /> Net earnings
      </span>
      <span className="flex items-center gap-1">
        <span className="inline-block size-3 rounded-sm bg-sage-600" /> Seats filled
      </span>
    </p>
  );
}

function MonthBars({ bar }: { bar: ChartBar }) {
  return (
    <li
      className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1"
      aria-label={`${bar.label}: ${bar.net} net, ${seatsText(bar.seats)} filled`}
    >
      <div className="flex h-full w-full items-end justify-center gap-1" aria-hidden="true">
        <span
          className="w-1/3 rounded-t bg-brand-600"
          style={{ height: `${bar.netPercent}%` }}
          title={bar.net}
        />
        <span
          className="w-1/3 rounded-t bg-sage-600"
          style={{ height: `${bar.seatsPercent}%` }}
          title={seatsText(bar.seats)}
        />
      </div>
      <span className="text-center text-xs leading-tight text-muted" aria-hidden="true">
        {bar.label}
      </span>
    </li>
  );
}
