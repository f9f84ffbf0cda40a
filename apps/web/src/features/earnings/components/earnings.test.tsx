// @vitest-environment happy-dom
import { EARNINGS_MESSAGES, type HostEarnings } from '@storytable/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type RouteAnswer } from '@/test/fake-api.ts';
import { aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { Earnings } from './earnings.tsx';

const dinner = {
  timeZone: 'America/Los_Angeles',
  fees: 0,
  refunds: 0,
  payout: { status: 'none', date: null },
} as const;

const earnings: HostEarnings = {
  totals: { seatsSold: 5, gross: 18660, fees: 660, refunds: 4665, net: 13335 },
  months: [
    { month: '2026-10', dinners: 1, seatsSold: 1, gross: 0, fees: 0, refunds: 0, net: 0 },
    {
      month: '2026-11',
      dinners: 1,
      seatsSold: 4,
      gross: 18660,
      fees: 660,
      refunds: 4665,
      net: 13335,
    },
  ],
  dinners: [
    {
      ...dinner,
      eventId: 7,
      title: 'Letters from the Silk Road',
      dateTime: '2026-11-13T03:30:00.000Z',
      date: 'Nov 12, 2026',
      month: '2026-11',
      seatsSold: 4,
      gross: 18660,
      fees: 660,
      refunds: 4665,
      net: 13335,
      payout: { status: 'paid', date: '2026-11-15T03:30:00.000Z' },
    },
    {
      ...dinner,
      eventId: 3,
      title: 'Free Soup Night',
      dateTime: '2026-10-13T02:30:00.000Z',
      date: 'Oct 12, 2026',
      month: '2026-10',
      seatsSold: 1,
      gross: 0,
      net: 0,
    },
  ],
};

const renderEarnings = (answer: RouteAnswer = earnings) =>
  renderApp(<Earnings />, {
    user: aUser({ isHost: true }),
    path: '/host/earnings',
    api: { 'GET /api/host/earnings': answer },
  });

afterEach(() => vi.restoreAllMocks());

describe('Earnings', () => {
  it('shows the totals, a bar per month in words, and every dinner', async () => {
    await renderEarnings();
    const net = await screen.findByText('Net earnings', { selector: 'dt' });
    expect(net.nextSibling).toHaveTextContent('$133.35');
    const bars = within(
      screen.getByRole('list', { name: 'Net earnings and seats filled by month' }),
    ).getAllByRole('listitem');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Oct 2026: $0.00 net, 1 seat filled',
      'Nov 2026: $133.35 net, 4 seats filled',
    ]);
    const rows = within(screen.getByRole('table', { name: 'Earnings per dinner' })).getAllByRole(
      'row',
    );
    expect(rows.map((r) => r.textContent)).toEqual([
      'DinnerSeatsGrossFeesRefundsNetPayout',
      'Letters from the Silk RoadNov 12, 20264$186.60$6.60$46.65$133.35Paid · Nov 14, 2026',
      'Free Soup NightOct 12, 20261$0.00$0.00$0.00$0.00No payout',
    ]);
  });

  it('reads the chart as a table on request, and back', async () => {
    const { user } = await renderEarnings();
    await user.click(await screen.findByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Net earnings and seats filled by month' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['MonthDinnersSeats filledNet earnings', 'Oct 202611$0.00', 'Nov 202614$133.35']);
    expect(screen.getByRole('button', { name: 'Show chart' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Show chart' }));
    expect(screen.getByRole('list', { name: /by month/ })).toBeInTheDocument();
  });

  it('says so when no dinner has earned yet', async () => {
    await renderEarnings({ totals: earnings.totals, months: [], dinners: [] });
    expect(await screen.findByRole('heading', { name: 'No earnings yet' })).toBeInTheDocument();
    expect(screen.getByText(EARNINGS_MESSAGES.EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('shows the refusal and tries again', async () => {
    const { api, user } = await renderEarnings(
      apiError(403, 'You must be approved as a host to do that', 'FORBIDDEN'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('You must be approved as a host');
    api.route('GET /api/host/earnings', earnings);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Free Soup Night')).toBeInTheDocument();
  });

  it('downloads the CSV, and says when it cannot', async () => {
    const csv = '"Dinner","Date"\r\n"Free Soup Night","Oct 12, 2026"';
    const saved: { name: string; blob: Blob }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', blob: blob as Blob });
      return 'blob:earnings';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
    const { api, user } = await renderEarnings();
    await screen.findByText('Free Soup Night');
    api.route(
      'GET /api/host/earnings',
      new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('storytable-earnings.csv');
    expect(await saved[0]?.blob.text()).toBe(csv);
    api.route('GET /api/host/earnings', apiError(500, 'boom', 'INTERNAL'));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Failed to download your earnings')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });
});
