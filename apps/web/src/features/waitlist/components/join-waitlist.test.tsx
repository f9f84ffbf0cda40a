// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { JoinWaitlist } from './join-waitlist.tsx';

const joined = { message: 'You’re on the waitlist.', entry: null };

describe('JoinWaitlist: the party waits whole', () => {
  it('asks how many seats, up to the cap, and joins with them', async () => {
    const { api, user } = await renderApp(<JoinWaitlist eventId={7} maxSeats={3} />, {
      user: aUser(),
      api: { 'POST /api/events/7/waitlist': joined },
    });
    const seats = screen.getByRole('combobox', { name: 'How many seats?' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '1 seat',
      '2 seats',
      '3 seats',
    ]);
    await user.selectOptions(seats, '2');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    await screen.findByText('You’re on the waitlist.');
    expect(api.callsTo('POST', '/api/events/7/waitlist').map((c) => c.body)).toEqual([
      { seats: 2 },
    ]);
  });

  it('joins for one without asking when a booking takes one seat', async () => {
    const { api, user } = await renderApp(<JoinWaitlist eventId={7} maxSeats={1} />, {
      user: aUser(),
      api: { 'POST /api/events/7/waitlist': joined },
    });
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    await screen.findByText('You’re on the waitlist.');
    expect(api.callsTo('POST', '/api/events/7/waitlist')).toHaveLength(1);
  });
});
