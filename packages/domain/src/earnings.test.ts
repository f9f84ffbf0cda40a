import { describe, expect, it } from 'vitest';
import {
  dinnerFigures,
  type EarningsDinner,
  earningsCsv,
  earningsSummary,
  payoutFor,
  simulatedPayout,
  subtotalOfPaid,
} from './earnings.ts';
import { priceOfSeats, totalWithFee } from './money.ts';

describe('subtotalOfPaid', () => {
  it('finds the price part of every total the fee rule makes', () => {
    for (let p = 1; p <= 200_000; p += 7) expect(subtotalOfPaid(totalWithFee(p))).toBe(p);
    expect(subtotalOfPaid(0)).toBe(0);
  });
});

describe('dinnerFigures', () => {
  const total = totalWithFee(4500);
  const fee = total - 4500;
  it('keeps the fee of what was kept; a full refund leaves nothing and costs nothing', () => {
    expect(
      dinnerFigures(
        [
          { amountPaid: total, refunded: 0, count: 2 },
          { amountPaid: total, refunded: total, count: 1 },
        ],
        2,
      ),
    ).toEqual({ seatsSold: 2, gross: 3 * total, fees: 2 * fee, refunds: total, net: 9000 });
  });
  it('a partial refund takes back its share of the fee', () => {
    const party = priceOfSeats(4000, 2);
    const half = Math.round(party.total / 2);
    const f = dinnerFigures([{ amountPaid: party.total, refunded: half, count: 1 }], 1);
    expect(f.refunds).toBe(half);
    expect(f.fees).toBe(Math.round((party.fee * (party.total - half)) / party.total));
    expect(f.gross - f.fees - f.refunds).toBe(f.net);
  });
  it('a free dinner sums to nothing', () => {
    expect(dinnerFigures([{ amountPaid: 0, refunded: 0, count: 3 }], 3)).toEqual({
      seatsSold: 3,
      gross: 0,
      fees: 0,
      refunds: 0,
      net: 0,
    });
  });
});

describe('payouts', () => {
  const dinner = new Date('2026-11-20T03:00:00Z');
  it('the simulated gateway pays out two days after the dinner', () => {
    expect(simulatedPayout(dinner, 100, new Date('2026-11-21T00:00:00Z'))).toEqual({
      status: 'pending',
      date: '2026-11-22T03:00:00.000Z',
    });
    expect(simulatedPayout(dinner, 100, new Date('2026-11-22T03:00:00Z')).status).toBe('paid');
    expect(simulatedPayout(dinner, 0, new Date())).toEqual({ status: 'none', date: null });
  });
  it("Stripe's first payout arriving after the dinner carries it", () => {
    const s = (iso: string) => Date.parse(iso) / 1000;
    const payouts = [
      { status: 'paid', arrivalDate: s('2026-11-10T00:00:00Z') },
      { status: 'in_transit', arrivalDate: s('2026-11-24T00:00:00Z') },
      { status: 'paid', arrivalDate: s('2026-11-22T00:00:00Z') },
    ];
    expect(payoutFor({ dateTime: dinner, net: 5 }, payouts)).toEqual({
      status: 'paid',
      date: '2026-11-22T00:00:00.000Z',
    });
    expect(payoutFor({ dateTime: new Date('2026-11-30T00:00:00Z'), net: 5 }, payouts)).toEqual({
      status: 'pending',
      date: null,
    });
  });
});

describe('earningsCsv and earningsSummary', () => {
  const row = (over: Partial<EarningsDinner>): EarningsDinner => ({
    eventId: 1,
    title: 'Supper',
    dateTime: '2026-11-20T03:00:00.000Z',
    timeZone: 'America/Los_Angeles',
    date: 'Nov 19, 2026',
    month: '2026-11',
    seatsSold: 2,
    gross: 9330,
    fees: 330,
    refunds: 0,
    net: 9000,
    payout: { status: 'paid', date: '2026-11-22T03:00:00.000Z' },
    ...over,
  });
  it('writes dollars, quotes every field and defuses formulas', () => {
    const csv = earningsCsv({ dinners: [row({ title: '+cmd|"x"' }), row({ title: '@a, b' })] });
    const lines = csv.split('\r\n');
    expect(lines[1]).toBe(
      `"'+cmd|""x""","Nov 19, 2026","2","93.30","3.30","0.00","90.00","Paid","Nov 21, 2026"`,
    );
    expect(lines[2]?.startsWith(`"'@a, b"`)).toBe(true);
  });
  it('totals by month, oldest first', () => {
    const s = earningsSummary([
      row({ month: '2026-12', net: 100, gross: 100, fees: 0 }),
      row({ month: '2026-11' }),
      row({ month: '2026-11' }),
    ]);
    expect(s.months.map((m) => [m.month, m.dinners, m.net])).toEqual([
      ['2026-11', 2, 18000],
      ['2026-12', 1, 100],
    ]);
    expect(s.totals.net).toBe(18100);
  });
});
