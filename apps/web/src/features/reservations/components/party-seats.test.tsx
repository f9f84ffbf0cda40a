// @vitest-environment happy-dom
import { priceOfSeats, type ReservationDetail } from '@storytable/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEvent, aReservation, aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { PartySeats } from './party-seats.tsx';

const DAY = 86_400_000;
const dietary = { needs: [], note: null };

/** A paid party of 3 at $25 a seat, `days` ahead. */
function partyOf3(days: number): { guest: ReturnType<typeof aUser>; r: ReservationDetail } {
  const guest = aUser();
  const event = anEvent({ price: 2500, dateTime: new Date(Date.now() + days * DAY).toISOString() });
  const total = priceOfSeats(2500, 3).total;
  const base = aReservation(event, guest, {
    createdAt: new Date(Date.now() - DAY).toISOString(),
    amountPaid: total,
    seats: 3,
  });
  const r: ReservationDetail = {
    ...base,
    address: null,
    answers: {
      seats: [
        { position: 0, name: guest.name, dietary },
        { position: 1, name: 'Rui', dietary },
        { position: 2, name: 'Ines', dietary },
      ],
      answer: null,
    },
    answersEditable: true,
    paidRemaining: total,
  };
  return { guest, r };
}

describe('PartySeats: cancelling one companion', () => {
  it('says what comes back, then cancels that seat alone', async () => {
    const { guest, r } = partyOf3(5);
    const { api, user } = await renderApp(<PartySeats reservation={r} />, {
      user: guest,
      api: {
        [`DELETE /api/reservations/${r.id}/seats/2`]: {
          message: 'The companion’s seat has been cancelled and its share will be refunded.',
          seats: 2,
          refundAmount: 2585,
          refundProcessed: true,
        },
      },
    });
    expect(screen.getByTestId('party-size')).toHaveTextContent('Party of 3');
    await user.click(screen.getByRole('button', { name: 'Cancel Ines’s seat' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Ines’s seat' });
    expect(dialog).toHaveTextContent('You will get $25.85 back on the card you paid with');
    expect(dialog).toHaveTextContent('Your reservation keeps 2 seats.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Ines’s seat' }));
    await screen.findByText('Seat cancelled');
    expect(api.callsTo('DELETE', `/api/reservations/${r.id}/seats/2`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the seats when the guest changes their mind, by keyboard', async () => {
    const { guest, r } = partyOf3(5);
    const { api, user } = await renderApp(<PartySeats reservation={r} />, { user: guest });
    screen.getByRole('button', { name: 'Cancel Rui’s seat' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Cancel Rui’s seat' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toHaveLength(1);
  });

  it('offers no cancel inside the 48-hour window', async () => {
    const { guest, r } = partyOf3(1);
    await renderApp(<PartySeats reservation={r} />, { user: guest });
    expect(screen.getByText('Rui')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
