import { type EarningsMonth, formatDollars, monthLabel } from '@storytable/domain';

export interface ChartBar {
  month: string;
  label: string;
  net: string;
  seats: number;
  /** Bar heights as a share of the tallest month, 0 to 100. */
  netPercent: number;
  seatsPercent: number;
}

const percentOf = (value: number, max: number) =>
  max > 0 ? Math.max(0, Math.round((value / max) * 100)) : 0;

/** One bar pair per month, scaled to the best month, with the words a screen reader reads. */
export function chartBars(months: EarningsMonth[]): ChartBar[] {
  const maxNet = Math.max(0, ...months.map((m) => m.net));
  const maxSeats = Math.max(0, ...months.map((m) => m.seatsSold));
  return months.map((m) => ({
    month: m.month,
    label: monthLabel(m.month),
    net: formatDollars(m.net),
    seats: m.seatsSold,
    netPercent: percentOf(m.net, maxNet),
    seatsPercent: percentOf(m.seatsSold, maxSeats),
  }));
}

export function seatsText(n: number): string {
  return `${n} ${n === 1 ? 'seat' : 'seats'}`;
}
