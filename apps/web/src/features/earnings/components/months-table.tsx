import { type EarningsMonth, formatDollars, monthLabel } from '@storytable/domain';

/** The chart's figures as a table: every month, what it earned and the seats it filled. */
export function MonthsTable({ months }: { months: EarningsMonth[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Net earnings and seats filled by month</caption>
        <thead>
          <tr className="border-b border-line text-left text-muted">
            <th scope="col" className="px-4 py-2 font-medium">
              Month
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Dinners
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Seats filled
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Net earnings
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month} className="border-b border-line last:border-0">
              <th scope="row" className="px-4 py-2 text-left font-medium text-ink">
                {monthLabel(m.month)}
              </th>
              <td className="px-4 py-2 text-right">{m.dinners}</td>
              <td className="px-4 py-2 text-right">{m.seatsSold}</td>
              <td className="px-4 py-2 text-right">{formatDollars(m.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
