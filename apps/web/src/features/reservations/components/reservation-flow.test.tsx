// @vitest-environment happy-dom
import { RESERVATION_MESSAGES, type Reservation, totalWithFee } from '@storytable/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '@/test/fake-api.ts';
import { apiError } from '@/test/fake-api.ts';
import { anEvent, aReservation, aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { ReservationFlow } from './reservation-flow.tsx';

const guest = aUser();
const paid = anEvent();
const free = anEvent({ id: 43, price: 0, title: 'A Free Table' });
const CHECKBOX = 'I agree to the community guidelines';

const intent = {
  clientSecret: 'pi_1_secret_x',
  paymentIntentId: 'pi_1',
  amount: totalWithFee(paid.price),
  price: paid.price,
  fee: totalWithFee(paid.price) - paid.price,
};

/**
 * The routes of a guest's reservation, holding what the server holds: GET /api/reservations
 * answers `reservations` and, after a POST, the seat it made.
 */
function routes(event = paid, reservations: Reservation[] = []) {
  const held = [...reservations];
  return {
    'GET /api/reservations': () => held,
    'GET /api/config': { paymentsMode: 'simulated', publishableKey: null, demoMode: false },
    'POST /api/stripe/create-payment-intent': intent,
    'POST /api/stripe/simulated/confirm': {
      paymentIntent: { id: 'pi_1', status: 'succeeded', amount: intent.amount },
    },
    'POST /api/reservations': ({ body }: ApiCall) => {
      const reservation = aReservation(event, guest, {
        paymentIntentId: (body as { paymentIntentId?: string }).paymentIntentId ?? null,
      });
      held.push(reservation);
      return { message: RESERVATION_MESSAGES.CREATED, reservation, eventId: event.id };
    },
  };
}

async function acceptGuidelines(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  const dialog = await screen.findByRole('dialog', { name: 'Community Guidelines' });
  const accept = within(dialog).getByRole('button', { name: 'Accept' });
  expect(accept).toBeDisabled();
  await user.click(within(dialog).getByRole('checkbox', { name: CHECKBOX }));
  expect(accept).toBeEnabled();
  await user.click(accept);
  // the booking questions, left unanswered: the body stays `{eventId}` (decision 060)
  const questions = await screen.findByRole('dialog', { name: 'A few questions before you book' });
  await user.click(within(questions).getByRole('button', { name: 'Continue' }));
}

/** Reserve Spot - Free, the guidelines accepted: the confirmation dialog it leads to. */
async function openFreeConfirmation(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Reserve Spot - Free' }));
  await acceptGuidelines(user);
  return screen.findByRole('dialog', { name: 'Confirm Reservation' });
}

describe('ReservationFlow', () => {
  it('reserves a free seat: guidelines, then the confirmation, then POST /api/reservations', async () => {
    const { user, api, history } = await renderApp(
      <ReservationFlow event={free} successPath="/profile" />,
      { user: guest, api: routes(free) },
    );
    const confirm = await openFreeConfirmation(user);
    expect(within(confirm).getByText('Free')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/stripe/create-payment-intent')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm Reservation' }));

    expect(await screen.findByText(RESERVATION_MESSAGES.CREATED)).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/reservations').map((c) => c.body)).toEqual([
      { eventId: free.id },
    ]);
    await waitFor(() => expect(history.at(-1)).toBe('/profile'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('pays for a seat with the simulated card, then reserves it with the payment', async () => {
    const { user, api } = await renderApp(<ReservationFlow event={paid} />, {
      user: guest,
      api: routes(),
    });
    await user.click(await screen.findByRole('button', { name: 'Reserve Spot - $46.65' }));
    await acceptGuidelines(user);

    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Reservation' });
    const pay = await within(dialog).findByRole('button', { name: 'Pay $46.65' });
    expect(api.callsTo('POST', '/api/stripe/create-payment-intent').map((c) => c.body)).toEqual([
      { eventId: paid.id, amount: intent.amount, userId: guest.id },
    ]);
    await user.type(within(dialog).getByLabelText('Card number'), '4242424242424242');
    await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    await user.click(pay);

    expect(await screen.findByText(RESERVATION_MESSAGES.CREATED)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/stripe/simulated/confirm')[0]?.body).toMatchObject({
      paymentIntentId: 'pi_1',
      clientSecret: 'pi_1_secret_x',
    });
    expect(api.callsTo('POST', '/api/reservations').map((c) => c.body)).toEqual([
      { eventId: paid.id, paymentIntentId: 'pi_1' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the guest's reservations now hold this seat
    expect(await screen.findByRole('button', { name: 'Already Reserved' })).toBeDisabled();
  });

  it('after reserving in place, focuses the confirmation that says so', async () => {
    const { user } = await renderApp(<ReservationFlow event={free} />, {
      user: guest,
      api: routes(free),
    });
    const confirm = await openFreeConfirmation(user);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm Reservation' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const status = screen.getByText('Reservation confirmed').closest('[role="status"]');
    expect(status).toHaveTextContent(`Your seat at ${free.title} is saved.`);
    await waitFor(() => expect(status).toHaveFocus());
    expect(
      within(status as HTMLElement).getByRole('link', { name: 'View reservation' }),
    ).toHaveAttribute('href', '/reservations/900');
  });

  it('opens the card dialog on the card number; one Escape closes it, back to Reserve', async () => {
    const { user } = await renderApp(<ReservationFlow event={paid} />, {
      user: guest,
      api: routes(),
    });
    const reserve = await screen.findByRole('button', { name: 'Reserve Spot - $46.65' });
    await user.click(reserve);
    await acceptGuidelines(user);
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Reservation' });
    const number = await within(dialog).findByLabelText('Card number');
    await waitFor(() => expect(number).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(reserve).toHaveFocus());
  });

  it('says in the confirmation that a seat inside 48 hours cannot be cancelled', async () => {
    const soon = anEvent({
      id: 44,
      price: 0,
      dateTime: new Date(Date.now() + 30 * 3_600_000).toISOString(),
    });
    const { user } = await renderApp(<ReservationFlow event={soon} />, {
      user: guest,
      api: routes(soon),
    });
    const confirm = await openFreeConfirmation(user);
    expect(within(confirm).getByText(RESERVATION_MESSAGES.NOT_CANCELLABLE)).toBeInTheDocument();
  });

  it('says nothing of that in the confirmation of a dinner days away', async () => {
    const { user } = await renderApp(<ReservationFlow event={free} />, {
      user: guest,
      api: routes(free),
    });
    const confirm = await openFreeConfirmation(user);
    expect(within(confirm).queryByText(RESERVATION_MESSAGES.NOT_CANCELLABLE)).toBeNull();
  });

  it('goes nowhere without the box ticked: Cancel closes the guidelines', async () => {
    const { user, api } = await renderApp(<ReservationFlow event={paid} />, {
      user: guest,
      api: routes(),
    });
    await user.click(await screen.findByRole('button', { name: 'Reserve Spot - $46.65' }));
    const dialog = await screen.findByRole('dialog', { name: 'Community Guidelines' });
    expect(
      within(dialog).getByText(
        'Reservations can be cancelled up to 48 hours before the event starts.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/stripe/create-payment-intent')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/reservations')).toHaveLength(0);
  });

  it('starts with the box unticked every time the guidelines open', async () => {
    const { user } = await renderApp(<ReservationFlow event={paid} />, {
      user: guest,
      api: routes(),
    });
    const reserve = await screen.findByRole('button', { name: 'Reserve Spot - $46.65' });
    await user.click(reserve);
    let dialog = await screen.findByRole('dialog', { name: 'Community Guidelines' });
    await user.click(within(dialog).getByRole('checkbox', { name: CHECKBOX }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(reserve);
    dialog = await screen.findByRole('dialog', { name: 'Community Guidelines' });
    expect(within(dialog).getByRole('checkbox', { name: CHECKBOX })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeDisabled();
  });

  it('shows a refusal as a toast and keeps the seat free to try again', async () => {
    const { user } = await renderApp(<ReservationFlow event={free} />, {
      user: guest,
      api: {
        ...routes(free),
        'POST /api/reservations': apiError(409, RESERVATION_MESSAGES.SOLD_OUT, 'SOLD_OUT'),
      },
    });
    const confirm = await openFreeConfirmation(user);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm Reservation' }));

    expect(await screen.findByText('Reservation failed')).toBeInTheDocument();
    expect(screen.getByText(RESERVATION_MESSAGES.SOLD_OUT)).toBeInTheDocument();
    // the confirmation stays open to try again
    expect(within(confirm).getByRole('button', { name: 'Confirm Reservation' })).toBeEnabled();
  });

  it("says 'Already Reserved' from GET /api/reservations, with nothing to start", async () => {
    await renderApp(<ReservationFlow event={paid} />, {
      user: guest,
      api: routes(paid, [aReservation(paid, guest)]),
    });
    expect(await screen.findByRole('button', { name: 'Already Reserved' })).toBeDisabled();
  });

  it('a cancelled reservation does not count as reserved', async () => {
    await renderApp(<ReservationFlow event={paid} />, {
      user: guest,
      api: routes(paid, [aReservation(paid, guest, { cancelledAt: '2026-11-21T10:00:00.000Z' })]),
    });
    expect(await screen.findByRole('button', { name: 'Reserve Spot - $46.65' })).toBeEnabled();
  });

  it('asks a guest with an unverified email to verify it, offering a new link', async () => {
    const unverified = aUser({ emailVerified: false });
    const { user, api } = await renderApp(<ReservationFlow event={paid} />, {
      user: unverified,
      api: { ...routes(), 'POST /api/resend-verification': { message: 'Sent' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Reserve Spot - $46.65' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email to reserve' });
    expect(within(dialog).getByText(unverified.email)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Community Guidelines' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Resend verification email' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/resend-verification')).toHaveLength(1));
  });

  it('offers a visitor the log-in choices and reads no reservations', async () => {
    const { api } = await renderApp(<ReservationFlow event={paid} />, { api: routes() });
    expect(screen.getByRole('button', { name: 'Log in to Reserve' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign up to Reserve' })).toBeEnabled();
    expect(api.callsTo('GET', '/api/reservations')).toHaveLength(0);
  });
});
