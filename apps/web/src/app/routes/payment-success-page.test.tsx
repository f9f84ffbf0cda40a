// @vitest-environment happy-dom
import { CONTACT_EMAIL, RESERVATION_MESSAGES } from '@storytable/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteAnswer } from '@/test/fake-api.ts';
import { apiError } from '@/test/fake-api.ts';
import { anEvent, aReservation, aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { PaymentSuccessPage } from './payment-success-page.tsx';

const guest = aUser();
// 7:30 PM in Sacramento on Friday, December 11, 2026
const event = anEvent({ dateTime: '2026-12-12T03:30:00.000Z' });
const RETURN = `/payment-success?eventId=42&timestamp=1&payment_intent=pi_7&payment_intent_client_secret=s&redirect_status=succeeded`;

async function renderReturn(path: string, answer: RouteAnswer) {
  return renderApp(<PaymentSuccessPage />, {
    user: guest,
    path,
    api: { 'POST /api/reservations': answer },
  });
}

const created = {
  message: RESERVATION_MESSAGES.CREATED,
  reservation: aReservation(event, guest, { paymentIntentId: 'pi_7' }),
  eventId: 42,
};

describe('PaymentSuccessPage', () => {
  it('makes the reservation with the returned payment, once, and confirms it', async () => {
    const { api } = await renderReturn(RETURN, created);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Letters from the Silk Road')).toBeInTheDocument();
    expect(
      screen.getByText('Friday, December 11, 2026 at 7:30 PM PST · Olive & Ember, Sacramento', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my reservations' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(api.callsTo('POST', '/api/reservations').map((c) => c.body)).toEqual([
      { eventId: 42, paymentIntentId: 'pi_7' },
    ]);
    expect(document.title).toContain('Payment Successful!');
  });

  it('says the payment is being saved while the reservation is made', async () => {
    await renderReturn(RETURN, new Promise<Response>(() => {}));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Processing your payment' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/We're saving your seat/)).toBeInTheDocument();
  });

  it("shows 'Payment Error' with the server's reason and whom to write to", async () => {
    await renderReturn(RETURN, apiError(409, RESERVATION_MESSAGES.SOLD_OUT, 'SOLD_OUT'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Error' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(RESERVATION_MESSAGES.SOLD_OUT);
    expect(screen.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${CONTACT_EMAIL}`,
    );
  });

  it("falls back to 'Failed to create reservation' when the server says nothing usable", async () => {
    await renderReturn(RETURN, new Response('x', { status: 500, statusText: 'Internal Error' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create reservation');
  });

  it.each([
    ['a payment that did not succeed', RETURN.replace('succeeded', 'failed')],
    ['no event', RETURN.replace('eventId=42&', '')],
    ['an event id that is not one', RETURN.replace('eventId=42', 'eventId=4x')],
    ['no payment', RETURN.replace('payment_intent=pi_7&', '')],
  ])("says 'Invalid payment information' for %s, and reserves nothing", async (_, path) => {
    const { api } = await renderReturn(path, created);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Error' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid payment information');
    expect(within(screen.getByRole('alert')).queryByRole('link')).toBeNull();
    expect(api.callsTo('POST', '/api/reservations')).toHaveLength(0);
  });
});
