import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error.ts';
import { stubApi, withStubbedApi } from '@/test/stub-api.ts';
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

/** POST /api/reservations answers with `post`; GET /api/reservations lists `list`. */
function serve(post: () => Response, list: unknown[] = []) {
  stubApi((url, init) => {
    if (url === '/api/reservations' && init.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      return post();
    }
    return url.startsWith('/api/reservations?t=') ? Response.json(list) : undefined;
  });
}

const conflict = (message: string) =>
  Response.json({ message, error: message, code: 'ALREADY_RESERVED' }, { status: 409 });

withStubbedApi();
beforeEach(() => {
  posts = [];
});

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

describe('a device whose clock is behind the server’s at an opening (decision 072)', () => {
  it('reads the draw’s 202 as no seat yet, saying the guest is in the draw', async () => {
    const drawAt = new Date(Date.now() + 30_000).toISOString();
    serve(() =>
      Response.json(
        { message: "You're in the draw.", draw: { status: 'entered', drawAt } },
        { status: 202 },
      ),
    );
    await expect(createReservation({ eventId: 7 })).rejects.toMatchObject({
      status: 202,
      message: "You're in the draw.",
    });
    expect(posts).toEqual([{ eventId: 7 }]);
  });
});
