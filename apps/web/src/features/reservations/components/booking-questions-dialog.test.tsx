// @vitest-environment happy-dom
import { BOOKING_QUESTION_MESSAGES, RESERVATION_MESSAGES, totalWithFee } from '@storytable/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '@/test/fake-api.ts';
import { anEvent, aReservation, aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { ReservationFlow } from './reservation-flow.tsx';

const guest = aUser();
const QUESTION = 'What story would you bring?';
const TITLE = 'A few questions before you book';

function routes(event: ReturnType<typeof anEvent>) {
  const total = totalWithFee(event.price);
  return {
    'GET /api/reservations': [],
    'GET /api/config': { paymentsMode: 'simulated', publishableKey: null, demoMode: false },
    'POST /api/stripe/create-payment-intent': {
      clientSecret: 'pi_1_secret_x',
      paymentIntentId: 'pi_1',
      amount: total,
      price: event.price,
      fee: total - event.price,
    },
    'POST /api/reservations': (_: ApiCall) => ({
      message: RESERVATION_MESSAGES.CREATED,
      reservation: aReservation(event, guest),
      eventId: event.id,
    }),
  };
}

async function toQuestions(user: Awaited<ReturnType<typeof renderApp>>['user'], label: RegExp) {
  await user.click(await screen.findByRole('button', { name: label }));
  const terms = await screen.findByRole('dialog', { name: 'Community Guidelines' });
  await user.click(within(terms).getByRole('checkbox', { name: /I agree/ }));
  await user.click(within(terms).getByRole('button', { name: 'Accept' }));
  return screen.findByRole('dialog', { name: TITLE });
}

describe('the booking questions step', () => {
  it('asks every need, a note and the required question; refuses Continue without an answer', async () => {
    const event = anEvent({ id: 51, price: 0, question: QUESTION, questionRequired: true });
    const { user, api } = await renderApp(<ReservationFlow event={event} />, {
      user: guest,
      api: routes(event),
    });
    const dialog = await toQuestions(user, /Reserve Spot - Free/);
    const group = within(dialog).getByRole('group', { name: 'Dietary needs' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(9);
    await user.click(within(group).getByRole('checkbox', { name: 'Vegetarian' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Nut allergy' }));
    await user.type(within(dialog).getByLabelText(/kitchen should know/), 'No peanuts');

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const answer = within(dialog).getByLabelText(QUESTION);
    expect(answer).toHaveAttribute('aria-invalid', 'true');
    expect(answer).toHaveAccessibleDescription(
      expect.stringContaining(BOOKING_QUESTION_MESSAGES.ANSWER_REQUIRED),
    );
    expect(screen.queryByRole('dialog', { name: 'Confirm Reservation' })).toBeNull();

    await user.type(answer, 'The ferry that broke down in Crete');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Reservation' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm Reservation' }));
    await screen.findByText(RESERVATION_MESSAGES.CREATED);
    expect(api.callsTo('POST', '/api/reservations').map((c) => c.body)).toEqual([
      {
        eventId: 51,
        dietary: { needs: ['vegetarian', 'nut_allergy'], note: 'No peanuts' },
        answer: 'The ferry that broke down in Crete',
      },
    ]);
  });

  it('puts a paid booking’s answers on the payment before the card form', async () => {
    const event = anEvent({ id: 52, question: QUESTION, questionRequired: false });
    const { user, api } = await renderApp(<ReservationFlow event={event} />, {
      user: guest,
      api: routes(event),
    });
    const dialog = await toQuestions(user, /Reserve Spot - \$/);
    expect(within(dialog).getByLabelText(`${QUESTION} (optional)`)).not.toBeRequired();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Halal' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const pay = await screen.findByRole('dialog', { name: 'Complete Your Reservation' });
    await within(pay).findByLabelText('Card number');
    expect(api.callsTo('POST', '/api/stripe/create-payment-intent').map((c) => c.body)).toEqual([
      {
        eventId: 52,
        amount: totalWithFee(event.price),
        userId: guest.id,
        dietary: { needs: ['halal'], note: null },
        answer: null,
      },
    ]);
  });
});
