import { type EarningsFigures, formatDollars } from '@storytable/domain';

const FIGURES: { key: keyof Omit<EarningsFigures, 'seatsSold'>; label: string }[] = [
  { key: 'net', label: 'Net earnings' },
  { key: 'gross', label: 'Guests paid' },
  { key: 'fees', label: 'Fees' },
  { key: 'refunds', label: 'Refunds' },
];

/** The host's totals over every dinner listed: what they keep first. */
export function EarningsTotals({ totals }: { totals: EarningsFigures }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label="Totals">
      {FIGURES.map((f) => (
        <div key={f.key} className="rounded-2xl border border-line bg-white p-4">
          <dt className="text-sm text-muted">{f.label}</dt>
          <dd className="mt-1 text-xl font-semibold text-ink">{formatDollars(totals[f.key])}</dd>
        </div>
      ))}
      <div className="rounded-2xl border border-line bg-white p-4">
        <dt className="text-sm text-muted">Seats filled</dt>
        <dd className="mt-1 text-xl font-semibold text-ink">{totals.seatsSold}</dd>
      </div>
    </dl>
  );
}
