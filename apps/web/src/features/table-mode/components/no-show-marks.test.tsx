// @vitest-environment happy-dom
import type { TableSeat } from '@storytable/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, apiError } from '@/test/fake-api.ts';
import { aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { seatsWithPending } from '../lib/check-in-queue.ts';
import { NoShowMarks } from './no-show-marks.tsx';

const seat = (reservationId: number, name: string, over: Partial<TableSeat> = {}): TableSeat => ({
  reservationId,
  name,
  profileImage: null,
  checkedInAt: null,
  noShow: false,
  ...over,
});

function renderMarks(seats: TableSeat[], answer: unknown = { message: 'ok', noShows: [7] }) {
  return renderApp(<NoShowMarks eventId={42} seats={seatsWithPending(seats, [])} />, {
    user: aUser({ isHost: true }),
    api: { 'POST /api/events/42/no-shows': answer },
  });
}

describe('NoShowMarks', () => {
  it('offers a toggle per seat not checked in and sends the mark', async () => {
    const { user, api } = await renderMarks([
      seat(7, 'Ava Thompson'),
      seat(9, 'Noah Patel', { checkedInAt: '2030-12-13T03:31:00.000Z' }),
    ]);
    expect(screen.getByText(/a seat not checked in counts as not come/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Noah Patel/ })).toBeNull();
    const ava = screen.getByRole('button', { name: /Ava Thompson/ });
    expect(ava).toHaveAttribute('aria-pressed', 'false');
    ava.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('POST', '/api/events/42/no-shows')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/events/42/no-shows')[0]?.body).toEqual({
      reservationIds: [7],
      noShow: true,
    });
  });

  it('shows a marked seat pressed, and undoing sends noShow false', async () => {
    const { user, api } = await renderMarks([seat(7, 'Ava Thompson', { noShow: true })]);
    expect(screen.getByText(/Everyone counts as having come/)).toBeInTheDocument();
    const ava = screen.getByRole('button', { name: /Ava Thompson/ });
    expect(ava).toHaveAttribute('aria-pressed', 'true');
    await user.click(ava);
    await waitFor(() =>
      expect((api.callsTo('POST', '/api/events/42/no-shows')[0] as ApiCall).body).toEqual({
        reservationIds: [7],
        noShow: false,
      }),
    );
  });

  it('says when every guest was checked in', async () => {
    await renderMarks([seat(9, 'Noah Patel', { checkedInAt: '2030-12-13T03:31:00.000Z' })]);
    expect(screen.getByText('Every guest was checked in.')).toBeInTheDocument();
  });

  it('toasts the server’s refusal', async () => {
    const { user } = await renderMarks(
      [seat(7, 'Ava Thompson')],
      apiError(
        409,
        'No-shows can be marked from the end of the dinner until 24 hours after it.',
        'NO_SHOW_CLOSED',
      ),
    );
    await user.click(screen.getByRole('button', { name: /Ava Thompson/ }));
    expect(await screen.findByText(/until 24 hours after it/)).toBeInTheDocument();
  });
});
