// @vitest-environment happy-dom
import {
  formatDollars,
  PARTY_MESSAGES,
  priceOfSeats,
  RESERVATION_MESSAGES,
} from '@storytable/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '@/test/fake-api.ts';
import { anEvent, aReservation, aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { ReservationFlow } from './reservation-flow.tsx';

const guest = aUser();

function routes(event: ReturnType<typeof anEvent>, seats: number) {
  const price = priceOfSeats(event.price, seats);
  return {
    'GET /api/reservations': [],
    'GET /api/config': { paymentsMode: 'simulated', publishableKey: null, demoMode: false },
    'POST /api/stripe/create-payment-intent': {
      clientSecret: 'pi_1_secret_x',
      paymentIntentId: 'pi_1',
      amount: price.total,
      price: event.price,
      fee: price.fee,
    },
    'POST /api/reservations': (_: ApiCall) => ({
      message: RESERVATION_MESSAGES.CREATED,
      reservation: aReservation(event, guest, { seats }),
      eventId: event.id,
    }),
  };
}

async function toQuestions(user: Awaited<ReturnType<typeof renderApp>>['user'], label: RegExp) {
  await user.click(await screen.findByRole('button', { name: label }));
  const terms = await screen.findByRole('dialog', { name: 'Community Guidelines' });
  await user.click(within(terms).getByRole('checkbox', { name: /I agree/ }));
  await user.click(within(terms).getByRole('button', { name: 'Accept' }));
  return screen.findByRole('dialog', { name: 'A few questions before you book' });
}

describe('booking for a party', () => {
  it('offers seats up to the cap, asks each companion’s name and sends the party', async () => {
    const event = anEvent({ id: 61, price: 0, maxSeatsPerBooking: 3 });
    const { user, api } = await renderApp(<ReservationFlow event={event} />, {
      user: guest,
      api: routes(event, 2),
    });
    const dialog = await toQuestions(user, /Reserve Spot - Free/);
    const seats = within(dialog).getByRole('combobox', { name: 'How many seats?' });
    expect(within(seats).getAllByRole('option')).toHaveLength(3);
    await user.selectOptions(seats, '2 seats');
    const companion = within(dialog).getByRole('group', { name: 'Guest 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const name = within(companion).getByLabelText(/First name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining(PARTY_MESSAGES.NAME_REQUIRED));
    expect(name).toHaveFocus();

    await user.type(name, ' Rui ');
    await user.click(within(companion).getByRole('checkbox', { name: 'Vegan' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Reservation' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm Reservation' }));
    await screen.findByText(/You're going|reserved|confirmed/i);
    expect(api.callsTo('POST', '/api/reservations').map((c) => c.body)).toEqual([
      {
        eventId: 61,
        dietary: { needs: [], note: null },
        answer: null,
        seats: [
          { name: null, dietary: { needs: [], note: null } },
          { name: 'Rui', dietary: { needs: ['vegan'], note: null } },
        ],
      },
    ]);
  });

  it('shows the party’s total with the fee before the card form, and pays for that party', async () => {
    const event = anEvent({ id: 62, price: 4000, maxSeatsPerBooking: 2 });
    const { user, api } = await renderApp(<ReservationFlow event={event} />, {
      user: guest,
      api: routes(event, 2),
    });
    const dialog = await toQuestions(user, /Reserve Spot/);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'How many seats?' }),
      '2 seats',
    );
    const price = priceOfSeats(4000, 2);
    expect(within(dialog).getByTestId('party-total')).toHaveTextContent(
      `2 × ${formatDollars(4000)} + ${formatDollars(price.fee)} fee`,
    );
    expect(within(dialog).getByTestId('party-total')).toHaveTextContent(
      `Total ${formatDollars(price.total)}`,
    );
    await user.type(within(dialog).getByLabelText(/First name/), 'Rui');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const pay = await screen.findByRole('dialog', { name: 'Complete Your Reservation' });
    expect(within(pay).getByText(formatDollars(price.total))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/stripe/create-payment-intent')[0]?.body).toMatchObject({
      eventId: 62,
      amount: price.total,
      seats: [{ name: null }, { name: 'Rui' }],
    });
  });

  it('asks nothing about seats when the dinner takes one per booking', async () => {
    const event = anEvent({ id: 63, price: 0, maxSeatsPerBooking: 1 });
    const { user } = await renderApp(<ReservationFlow event={event} />, {
      user: guest,
      api: routes(event, 1),
    });
    const dialog = await toQuestions(user, /Reserve Spot - Free/);
    expect(within(dialog).queryByRole('combobox', { name: 'How many seats?' })).toBeNull();
  });
});
