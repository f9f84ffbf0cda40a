import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { z } from 'zod';
import { formatEventDate } from './format.ts';
import { csvField } from './guest-list.ts';
import { totalWithFee } from './money.ts';

/**
 * GET /api/host/earnings (decision 064): per dinner of the host, what guests paid, our fee, what
 * went back to them and what the host keeps, with the payout that carries it; totals by month.
 */
export const EARNINGS_MESSAGES = {
  EMPTY: 'When guests book your dinners, what they paid and what you keep shows up here.',
} as const;

/** Days after a dinner the simulated gateway pays the host's share out (decision 064). */
export const SIMULATED_PAYOUT_DELAY_DAYS = 2;

/** The most dinners one answer covers, most recent first: the page stays fast for any host. */
export const EARNINGS_MAX_DINNERS = 2000;

export const PAYOUT_STATUSES = [
  'none',
  'pending',
  'in_transit',
  'paid',
  'failed',
  'canceled',
  'unknown',
] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  none: 'No payout',
  pending: 'Pending',
  in_transit: 'On its way',
  paid: 'Paid',
  failed: 'Failed',
  canceled: 'Canceled',
  unknown: 'Unavailable',
};

const cents = z.number().int();

export const earningsFiguresSchema = z.object({
  seatsSold: z.number().int().nonnegative(),
  /** What guests paid, fee included. */
  gross: cents,
  /** Our processing fee on what was kept (a refund gives the fee back with it). */
  fees: cents,
  /** What went, or is owed, back to guests. */
  refunds: cents,
  /** gross - fees - refunds: the host's share. */
  net: cents,
});
export type EarningsFigures = z.infer<typeof earningsFiguresSchema>;

export const payoutSchema = z.object({
  status: z.enum(PAYOUT_STATUSES),
  /**
   * When the money reaches (or is expected to reach) the host's bank; null without a payout, or
   * when the provider could not be asked ('unknown': the figures are ours and still shown).
   */
  date: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const earningsDinnerSchema = earningsFiguresSchema.extend({
  eventId: z.number().int(),
  title: z.string(),
  dateTime: z.string(),
  timeZone: z.string(),
  /** The dinner's date in its own zone, 'Dec 5, 2026'. */
  date: z.string(),
  /** 'yyyy-MM' in the dinner's own zone. */
  month: z.string(),
  payout: payoutSchema,
});
export type EarningsDinner = z.infer<typeof earningsDinnerSchema>;

export const earningsMonthSchema = earningsFiguresSchema.extend({
  month: z.string(),
  dinners: z.number().int().nonnegative(),
});
export type EarningsMonth = z.infer<typeof earningsMonthSchema>;

export const hostEarningsSchema = z
  .object({
    totals: earningsFiguresSchema,
    /** Oldest month first, as a chart reads. */
    months: z.array(earningsMonthSchema),
    /** Most recent dinner first. */
    dinners: z.array(earningsDinnerSchema),
  })
  .describe("The host's earnings; with `Accept: text/csv`, a CSV file of the per-dinner rows.");
export type HostEarnings = z.infer<typeof hostEarningsSchema>;

/**
 * The price part of a payment of `total` cents: the one subtotal whose fee makes that total
 * (`totalWithFee` grows by at least a cent a cent, so no two subtotals share a total).
 */
export function subtotalOfPaid(total: number): number {
  if (total <= 0) return 0;
  const guess = Math.round(total * 0.971 - 30);
  for (const p of [guess, guess - 1, guess + 1]) if (p > 0 && totalWithFee(p) === total) return p;
  return total;
}

/** Payments of one dinner grouped by amount: `count` payments of `amountPaid`, `refunded` each. */
export interface PaymentGroup {
  amountPaid: number;
  refunded: number;
  count: number;
}

/**
 * The one summing rule: per payment, the fee is what was paid over the price part, and a refund
 * takes back its share of the fee too (Stripe's `refund_application_fee`), so a payment refunded
 * in full leaves the host nothing and costs them nothing.
 */
export function dinnerFigures(groups: PaymentGroup[], seatsSold: number): EarningsFigures {
  let gross = 0;
  let fees = 0;
  let refunds = 0;
  for (const g of groups) {
    const fee = g.amountPaid - subtotalOfPaid(g.amountPaid);
    const kept = g.amountPaid - g.refunded;
    const keptFee = g.amountPaid > 0 ? Math.round((fee * kept) / g.amountPaid) : 0;
    gross += g.amountPaid * g.count;
    refunds += g.refunded * g.count;
    fees += keptFee * g.count;
  }
  return { seatsSold, gross, fees, refunds, net: gross - fees - refunds };
}

export function addFigures(a: EarningsFigures, b: EarningsFigures): EarningsFigures {
  return {
    seatsSold: a.seatsSold + b.seatsSold,
    gross: a.gross + b.gross,
    fees: a.fees + b.fees,
    refunds: a.refunds + b.refunds,
    net: a.net + b.net,
  };
}

export const NO_EARNINGS: EarningsFigures = { seatsSold: 0, gross: 0, fees: 0, refunds: 0, net: 0 };

export function dinnerMonth(dateTime: string | Date, timeZone: string): string {
  return format(dateTime, 'yyyy-MM', { in: tz(timeZone) });
}

export function dinnerDate(dateTime: string | Date, timeZone: string): string {
  return formatEventDate(dateTime, timeZone);
}

/** Totals by month (oldest first) and overall, from the per-dinner rows. */
export function earningsSummary(dinners: EarningsDinner[]): Omit<HostEarnings, 'dinners'> {
  const months = new Map<string, EarningsMonth>();
  let totals = NO_EARNINGS;
  for (const d of dinners) {
    const figures = pickFigures(d);
    totals = addFigures(totals, figures);
    const m = months.get(d.month) ?? { month: d.month, dinners: 0, ...NO_EARNINGS };
    months.set(d.month, { ...m, ...addFigures(m, figures), dinners: m.dinners + 1 });
  }
  return { totals, months: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)) };
}

function pickFigures(f: EarningsFigures): EarningsFigures {
  return { seatsSold: f.seatsSold, gross: f.gross, fees: f.fees, refunds: f.refunds, net: f.net };
}

/**
 * The simulated gateway's payout (decision 064): the host's share leaves two days after the
 * dinner, pending until then and paid after; nothing to pay out is no payout.
 */
export function simulatedPayout(dateTime: Date, net: number, now: Date): Payout {
  if (net <= 0) return { status: 'none', date: null };
  const date = new Date(dateTime.getTime() + SIMULATED_PAYOUT_DELAY_DAYS * 86_400_000);
  return { status: now >= date ? 'paid' : 'pending', date: date.toISOString() };
}

/** 'Nov 2026' from '2026-11'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, 15)), 'MMM yyyy');
}

export const EARNINGS_CSV_HEADER = [
  'Dinner',
  'Date',
  'Seats sold',
  'Gross',
  'Fees',
  'Refunds',
  'Net',
  'Payout status',
  'Payout date',
] as const;

/** Cents as dollars with two decimals and no sign of currency, as spreadsheets sum them. */
export function csvDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The per-dinner rows as CSV (RFC 4180, CRLF), dates in each dinner's own zone. */
export function earningsCsv(earnings: Pick<HostEarnings, 'dinners'>): string {
  const rows = earnings.dinners.map((d) => [
    d.title,
    d.date,
    d.seatsSold,
    csvDollars(d.gross),
    csvDollars(d.fees),
    csvDollars(d.refunds),
    csvDollars(d.net),
    PAYOUT_STATUS_LABELS[d.payout.status],
    d.payout.date ? formatEventDate(d.payout.date, d.timeZone) : '',
  ]);
  return [EARNINGS_CSV_HEADER, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n');
}

/**
 * A dinner's payout among the provider's payouts of the host's account (Stripe mode): the first
 * to arrive after the dinner carries its share; none yet is a payout still pending.
 */
export function payoutFor(
  dinner: { dateTime: Date; net: number },
  payouts: { status: string; arrivalDate: number }[],
): Payout {
  if (dinner.net <= 0) return { status: 'none', date: null };
  const after = dinner.dateTime.getTime() / 1000;
  const carrying = payouts
    .filter((p) => p.arrivalDate >= after)
    .sort((a, b) => a.arrivalDate - b.arrivalDate)[0];
  if (!carrying) return { status: 'pending', date: null };
  const status = (PAYOUT_STATUSES as readonly string[]).includes(carrying.status)
    ? (carrying.status as PayoutStatus)
    : 'pending';
  return { status, date: new Date(carrying.arrivalDate * 1000).toISOString() };
}
