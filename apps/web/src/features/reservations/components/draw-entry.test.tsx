// @vitest-environment happy-dom
import type { DrawStatus } from '@storytable/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEvent, aReservation, aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { ReservationFlow } from './reservation-flow.tsx';

const guest = aUser();
// opened ten seconds ago: its first minute is the draw (decision 072)
const opensAt = new Date(Date.now() - 10_000).toISOString();
const drawAt = new Date(Date.parse(opensAt) + 60_000).toISOString();
const paid = anEvent({ opensAt });
const none: DrawStatus = {
  status: 'none',
  drawAt,
  seats: null,
  offerExpiresAt: null,
  waitlistPosition: null,
};

/** The server's draw: none, then entered on POST, then the outcome `after` once asked again. */
function routes(after: DrawStatus) {
  let state: DrawStatus = none;
  let asked = 0;
  return {
    'GET /api/reservations': [],
    'GET /api/config': { paymentsMode: 'simulated', publishableKey: null, demoMode: false },
    'GET /api/events/42/draw': () => {
      // the first ask after entering still finds the draw to come; the next, its outcome
      if (state.status === 'entered') {
        asked += 1;
        if (asked > 1) state = after;
      }
      return state;
    },
    'POST /api/reservations': () => {
      state = { ...none, status: 'entered', seats: 1 };
      return { message: "You're in the draw.", draw: { status: 'entered', drawAt } };
    },
  };
}

async function enter(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(await screen.findByRole('button', { name: /Reserve Spot/ }));
  const guidelines = await screen.findByRole('dialog', { name: 'Community Guidelines' });
  await user.click(within(guidelines).getByRole('checkbox'));
  await user.click(within(guidelines).getByRole('button', { name: 'Accept' }));
  const questions = await screen.findByRole('dialog', { name: 'A few questions before you book' });
  await user.click(within(questions).getByRole('button', { name: 'Continue' }));
  const dialog = await screen.findByRole('dialog', { name: 'Enter the draw' });
  const charged = within(dialog).queryByText(/Nothing is charged now/);
  await user.click(within(dialog).getByRole('button', { name: 'Enter the draw' }));
  return { charged };
}

describe('the first minute’s draw in the booking flow', () => {
  it('enters the draw without paying, then shows the seats won', async () => {
    const expires = new Date(Date.parse(drawAt) + 600_000).toISOString();
    const { user, api } = await renderApp(<ReservationFlow event={paid} />, {
      user: guest,
      api: routes({ ...none, status: 'offered', seats: 2, offerExpiresAt: expires }),
    });
    expect((await enter(user)).charged).not.toBeNull();
    expect(await screen.findByText("You're in the draw.")).toBeInTheDocument();
    expect(screen.getByText(/everyone who asked in the first minute is drawn/)).toBeInTheDocument();
    // asking again would change nothing: the button says so until the draw has run
    expect(screen.getByRole('button', { name: 'In the draw' })).toBeDisabled();
    expect(api.callsTo('POST', '/api/stripe/create-payment-intent')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/reservations').map((c) => c.body)).toEqual([
      { eventId: paid.id },
    ]);
    expect(await screen.findByText('You got seats!', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.getByText(/your 2 seats/)).toBeInTheDocument();
  }, 15_000);

  it('tells a guest drawn after the seats ran out their waitlist number', async () => {
    const { user } = await renderApp(<ReservationFlow event={paid} />, {
      user: guest,
      api: routes({ ...none, status: 'waitlisted', seats: 1, waitlistPosition: 3 }),
    });
    await enter(user);
    expect(
      await screen.findByText('You are on the waitlist, number 3.', {}, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The seats ran out before your turn.');
  }, 15_000);

  it('books at once when the draw has already run on the server (201), and says so', async () => {
    const free = anEvent({ opensAt, price: 0 });
    const booked = aReservation(free, guest);
    let mine: unknown[] = [];
    const { user, api } = await renderApp(<ReservationFlow event={free} />, {
      user: guest,
      api: {
        ...routes(none),
        'GET /api/reservations': () => mine,
        'POST /api/reservations': () => {
          mine = [booked];
          return { message: 'Reservation created', reservation: booked };
        },
      },
    });
    await enter(user);
    expect(await screen.findByRole('button', { name: 'Already Reserved' })).toBeDisabled();
    expect(screen.queryByText("You're in the draw.")).toBeNull();
    expect(api.callsTo('POST', '/api/reservations')).toHaveLength(1);
  });
});
