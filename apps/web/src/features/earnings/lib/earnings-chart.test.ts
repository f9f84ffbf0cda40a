import type { EarningsMonth } from '@storytable/domain';
import { describe, expect, it } from 'vitest';
import { chartBars, seatsText } from './earnings-chart.ts';

const month = (m: string, net: number, seatsSold: number): EarningsMonth => ({
  month: m,
  net,
  seatsSold,
  gross: net,
  fees: 0,
  refunds: 0,
  dinners: 1,
});

describe('chartBars', () => {
  it('scales each month to the best one and says it in words', () => {
    expect(chartBars([month('2026-10', 4500, 2), month('2026-11', 9000, 8)])).toEqual([
      {
        month: '2026-10',
        label: 'Oct 2026',
        net: '$45.00',
        seats: 2,
        netPercent: 50,
        seatsPercent: 25,
      },
      {
        month: '2026-11',
        label: 'Nov 2026',
        net: '$90.00',
        seats: 8,
        netPercent: 100,
        seatsPercent: 100,
      },
    ]);
  });
  it('draws no bar for a month of free dinners only', () => {
    expect(chartBars([month('2026-10', 0, 3)])[0]).toMatchObject({
      netPercent: 0,
      seatsPercent: 100,
    });
  });
  it('counts seats in words', () => {
    expect([seatsText(1), seatsText(4)]).toEqual(['1 seat', '4 seats']);
  });
});
