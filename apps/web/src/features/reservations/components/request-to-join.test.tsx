// @vitest-environment happy-dom
import { type JoinRequest, priceOfSeats } from '@storytable/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEvent, aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { ReservationFlow } from './reservation-flow.tsx';

const guest = aUser();
const paid = anEvent({ requiresApproval: true });
const free = anEvent({ id: 43, price: 0, title: 'A Free Table', requiresApproval: true });
const amount = priceOfSeats(paid.price).total;

/** The server's request routes: `mine` is the guest's open request once one is pending. */
function routes(event: typeof paid) {
  let mine: JoinRequest | null = null;
  const request = (status: JoinRequest['status']): JoinRequest => ({
    id: 9,
    eventId: event.id,
    status,
    seats: 1,
    amount: event.price > 0 ? amount : 0,
    answer: null,
    createdAt: '2030-12-01T18:00:00.000Z',
    expiresAt: '2030-12-04T18:00:00.000Z',
    reservationId: null,
  });
  return {
    'GET /api/reservations': [],
    'GET /api/config': { paymentsMode: 'simulated', publishableKey: null, demoMode: false },
    [`GET /api/events/${event.id}/requests/mine`]: () => ({ request: mine }),
    [`POST /api/events/${event.id}/requests`]: () => {
      const paying = event.price > 0;
      mine = request(paying ? 'authorizing' : 'pending');
      return {
        message: 'Request sent.',
        request: mine,
        clientSecret: paying ? 'pi_9_secret_x' : null,
        paymentIntentId: paying ? 'pi_9' : null,
      };
    },
    'POST /api/stripe/simulated/confirm': {
      paymentIntent: { id: 'pi_9', status: 'requires_capture', amount },
    },
    'POST /api/requests/9/authorized': () => {
      mine = request('pending');
      return { message: 'Request sent.', request: mine };
    },
  };
}

async function throughQuestions(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Request to join' }));
  const rules = await screen.findByRole('dialog', { name: 'Community Guidelines' });
  await user.click(within(rules).getByRole('checkbox'));
  await user.click(within(rules).getByRole('button', { name: 'Accept' }));
  const questions = await screen.findByRole('dialog', { name: 'A few questions before you book' });
  await user.click(within(questions).getByRole('button', { name: 'Continue' }));
}

describe('Request to join', () => {
  it('sends a free request and shows it pending with a way to withdraw', async () => {
    const { user, api } = await renderApp(<ReservationFlow event={free} />, {
      user: guest,
      api: routes(free),
    });
    await throughQuestions(user);
    const dialog = await screen.findByRole('dialog', { name: 'Send your request' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request sent.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request sent' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Withdraw request' })).toBeEnabled();
    expect(api.callsTo('POST', '/api/reservations')).toHaveLength(0);
  });

  it('authorizes the card of a paid request, charged only if the host approves', async () => {
    const { user, api } = await renderApp(<ReservationFlow event={paid} />, {
      user: guest,
      api: routes(paid),
    });
    await throughQuestions(user);
    const dialog = await screen.findByRole('dialog', { name: 'Request to join' });
    expect(within(dialog).getByText(/charged only if the host approves/)).toBeInTheDocument();
    const authorize = await within(dialog).findByRole('button', { name: /^Authorize \$/ });
    await user.type(within(dialog).getByLabelText('Card number'), '4242424242424242');
    await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    await user.click(authorize);
    expect(
      await screen.findByText(/You are charged only if the host approves/),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/api/requests/9/authorized')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/stripe/create-payment-intent')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/reservations')).toHaveLength(0);
  });
});
