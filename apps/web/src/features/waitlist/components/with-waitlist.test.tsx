// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEvent, aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { WithWaitlist } from './with-waitlist.tsx';

const full = { availableSpots: 0, availableSeats: 0 };

function Flow(props: { requiresApproval: boolean }) {
  return (
    <WithWaitlist event={anEvent({ id: 7, ...full, ...props })}>
      {({ panel }) => panel ?? <p>Sold Out</p>}
    </WithWaitlist>
  );
}

describe('WithWaitlist: a full dinner’s line', () => {
  it('offers the line on a dinner that takes bookings', async () => {
    await renderApp(<Flow requiresApproval={false} />, {
      user: aUser(),
      api: { 'GET /api/events/7/waitlist': { entry: null } },
    });
    expect(await screen.findByRole('button', { name: 'Join Waitlist' })).toBeTruthy();
  });

  it('keeps no line on a dinner that approves its guests', async () => {
    const { api } = await renderApp(<Flow requiresApproval={true} />, {
      user: aUser(),
      api: { 'GET /api/events/7/waitlist': { entry: null } },
    });
    await expect.poll(() => api.callsTo('GET', '/api/events/7/waitlist').length).toBe(1);
    expect(await screen.findByText('Sold Out')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join Waitlist' })).toBeNull();
  });
});
