import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error.ts';
import { clearCsrfToken } from '@/lib/csrf-token.ts';
import { createReservation } from './create-reservation.ts';

const PAYMENT = { eventId: 7, paymentIntentId: 'pi_abc' };
const reservation = (over: Record<string, unknown> = {}) => ({
  id: 1,
  eventId: 7,
  status: true,
  paymentIntentId: 'pi_abc',
  event: { title: 'Supper' },
  ...over,
});

let posts: unknown[];

/** Stubs the browser's fetch (the boundary): POST and GET /api/reservations answer as given. */
function serve(post: () => Response, list: unknown[] = []) {
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    if (input === '/api/csrf-token')
      return Response.json({ success: true, csrfToken: 't', expiresIn: 1_800_000 });
    if (input === '/api/reservations' && init.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      return post();
    }
    if (input.startsWith('/api/reservations?t=')) return Response.json(list);
    throw new TypeError(`no route for ${init.method} ${input}`);
  });
}

const conflict = (message: string) =>
  Response.json({ message, error: message, code: 'ALREADY_RESERVED' }, { status: 409 });

beforeEach(() => {
  posts = [];
  clearCsrfToken();
});
afterEach(() => vi.unstubAllGlobals());

describe('reserving after a payment', () => {
  it('sends the event and the payment intent, and gives the reservation', async () => {
    serve(() =>
      Response.json({ message: 'ok', reservation: reservation(), eventId: 7 }, { status: 201 }),
    );
    await expect(createReservation(PAYMENT)).resolves.toMatchObject({ id: 1 });
    expect(posts).toEqual([{ eventId: 7, paymentIntentId: 'pi_abc' }]);
  });

  it('treats a 409 as success when this payment already holds the seat', async () => {
    serve(() => conflict('You already have a reservation for this event.'), [reservation()]);
    await expect(createReservation(PAYMENT)).resolves.toMatchObject({ id: 1 });
  });

  it('keeps the error when the seat was made with another payment or is gone', async () => {
    const message = 'You already have a reservation for this event. Your payment will be refunded.';
    serve(() => conflict(message), [reservation({ paymentIntentId: 'pi_other' })]);
    await expect(createReservation(PAYMENT)).rejects.toMatchObject({ status: 409, message });
    serve(() => conflict(message), [reservation({ status: false })]);
    await expect(createReservation(PAYMENT)).rejects.toBeInstanceOf(ApiError);
  });

  it('does not look for a seat of a free reservation', async () => {
    serve(() => conflict('You already have a reservation for this event.'), [reservation()]);
    await expect(createReservation({ eventId: 7 })).rejects.toMatchObject({ status: 409 });
  });

  it('does not look further on other refusals', async () => {
    serve(() => Response.json({ message: 'The payment has not been completed.' }, { status: 400 }));
    await expect(createReservation(PAYMENT)).rejects.toMatchObject({
      status: 400,
      message: 'The payment has not been completed.',
    });
  });
});
