import {
  type EarningsDinner,
  formatDollars,
  formatEventDate,
  PAYOUT_STATUS_LABELS,
} from '@storytable/domain';
import { Link } from 'wouter';

const MONEY: { key: 'gross' | 'fees' | 'refunds' | 'net'; label: string }[] = [
  { key: 'gross', label: 'Gross' },
  { key: 'fees', label: 'Fees' },
  { key: 'refunds', label: 'Refunds' },
  { key: 'net', label: 'Net' },
];

function payoutText(d: EarningsDinner): string {
  const status = PAYOUT_STATUS_LABELS[d.payout.status];
  return d.payout.date ? `${status} · ${formatEventDate(d.payout.date, d.timeZone)}` : status;
}

/** Every dinner's figures, most recent first; scrolls sideways on a phone. */
export function DinnersTable({ dinners }: { dinners: EarningsDinner[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full min-w-[44rem] border-collapse text-sm">
        <caption className="sr-only">Earnings per dinner</caption>
        <thead>
          <tr className="border-b border-line text-left text-muted">
            <th scope="col" className="min-w-44 px-4 py-2 font-medium">
              Dinner
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Seats
            </th>
            {MONEY.map((m) => (
              <th key={m.key} scope="col" className="px-4 py-2 text-right font-medium">
                {m.label}
              </th>
            ))}
            <th scope="col" className="px-4 py-2 font-medium">
              Payout
            </th>
          </tr>
        </thead>
        <tbody>
          {dinners.map((d) => (
            <tr key={d.eventId} className="border-b border-line align-top last:border-0">
              <th scope="row" className="px-4 py-2 text-left font-normal">
                <Link
                  href={`/event/${d.eventId}`}
                  className="font-medium text-ink underline-offset-2 hover:underline"
                >
                  {d.title}
                </Link>
                <span className="block text-xs text-muted">{d.date}</span>
              </th>
              <td className="px-4 py-2 text-right">{d.seatsSold}</td>
              {MONEY.map((m) => (
                <td key={m.key} className="px-4 py-2 text-right tabular-nums">
                  {formatDollars(d[m.key])}
                </td>
              ))}
              <td className="px-4 py-2 whitespace-nowrap">{payoutText(d)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
