// @vitest-environment happy-dom
import {
  CONTACT_EMAIL,
  PAYMENT_MESSAGES,
  RESERVATION_MESSAGES,
  totalWithFee,
} from '@storytable/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type RouteAnswer } from '@/test/fake-api.ts';
import { anEvent } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { PAYMENT_UI_MESSAGES } from '../lib/payment-messages.ts';
import { PaymentDialog } from './payment-dialog.tsx';

const event = anEvent();
const total = totalWithFee(event.price);
const intent = {
  clientSecret: 'pi_9_secret_x',
  paymentIntentId: 'pi_9',
  amount: total,
  price: event.price,
  fee: total - event.price,
};
const SIMULATED = { paymentsMode: 'simulated', publishableKey: null, demoMode: false };

const confirmed = (status: string) => ({
  paymentIntent: { id: 'pi_9', status, amount: total },
});

function routes(overrides: Record<string, RouteAnswer> = {}) {
  return {
    'GET /api/config': SIMULATED,
    'POST /api/stripe/create-payment-intent': intent,
    'POST /api/stripe/simulated/confirm': confirmed('succeeded'),
    ...overrides,
  };
}

async function renderDialog(
  api: Record<string, RouteAnswer>,
  onPaid: (id: string) => Promise<boolean> = async () => true,
) {
  const onOpenChange = vi.fn();
  const paid = vi.fn(onPaid);
  const rendered = await renderApp(
    <PaymentDialog event={event} userId={3} open onOpenChange={onOpenChange} onPaid={paid} />,
    { api },
  );
  return { ...rendered, onOpenChange, onPaid: paid };
}

async function payWith(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  card = '4242424242424242',
) {
  const dialog = screen.getByRole('dialog', { name: 'Complete Your Reservation' });
  await user.type(within(dialog).getByLabelText('Card number'), card);
  await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '1230');
  await user.type(within(dialog).getByLabelText('CVC'), '123');
  await user.click(within(dialog).getByRole('button', { name: 'Pay $46.65' }));
}

afterEach(() => vi.useRealTimers());

describe('PaymentDialog', () => {
  it('asks for the intent of this seat and shows price, fee and total', async () => {
    const { api } = await renderDialog(routes());
    const dialog = screen.getByRole('dialog', { name: 'Complete Your Reservation' });
    expect(
      within(dialog).getByText(`Pay by card to reserve your seat at ${event.title}.`),
    ).toBeInTheDocument();
    await within(dialog).findByRole('button', { name: 'Pay $46.65' });
    expect(api.callsTo('POST', '/api/stripe/create-payment-intent').map((c) => c.body)).toEqual([
      { eventId: event.id, amount: total, userId: 3 },
    ]);
    const summary = within(dialog).getByText('Processing fee').closest('dl') as HTMLElement;
    expect(within(summary).getByText('$45.00')).toBeInTheDocument();
    expect(within(summary).getByText('$1.65')).toBeInTheDocument();
    expect(within(summary).getByText('$46.65')).toBeInTheDocument();
    expect(within(dialog).getByText('4242 4242 4242 4242', { exact: false })).toBeInTheDocument();
  });

  it('says before paying that a seat inside 48 hours cannot be cancelled', async () => {
    const soon = anEvent({ dateTime: new Date(Date.now() + 30 * 3_600_000).toISOString() });
    await renderApp(
      <PaymentDialog
        event={soon}
        userId={3}
        open
        onOpenChange={() => {}}
        onPaid={async () => true}
      />,
      { api: routes() },
    );
    const dialog = screen.getByRole('dialog', { name: 'Complete Your Reservation' });
    expect(within(dialog).getByText(RESERVATION_MESSAGES.NOT_CANCELLABLE)).toBeInTheDocument();
    await within(dialog).findByRole('button', { name: 'Pay $46.65' });
  });

  it('shows a spinner while preparing, and a hint once it takes more than 5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderDialog(routes({ 'POST /api/stripe/create-payment-intent': new Promise(() => {}) }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText(PAYMENT_UI_MESSAGES.PREPARING)).toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_UI_MESSAGES.PREPARING_SLOW)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(screen.queryByText(PAYMENT_UI_MESSAGES.PREPARING_SLOW)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText(PAYMENT_UI_MESSAGES.PREPARING_SLOW)).toBeInTheDocument();
  });

  it("says why the intent was refused, toasts it, and 'Try again' asks again", async () => {
    let refuse = true;
    const { user, api } = await renderDialog(
      routes({
        'POST /api/stripe/create-payment-intent': () =>
          refuse
            ? apiError(400, PAYMENT_MESSAGES.HOST_NOT_SET_UP, 'PAYOUT_SETUP_REQUIRED')
            : intent,
      }),
    );
    const alert = await screen.findByText(PAYMENT_MESSAGES.HOST_NOT_SET_UP, {
      selector: '[role="alert"]',
    });
    expect(alert).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_UI_MESSAGES.INIT_FAILED_TITLE)).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay $46.65' })).toBeEnabled();
    expect(api.callsTo('POST', '/api/stripe/create-payment-intent')).toHaveLength(2);
  });

  it('asks a guest whose session ended to log in', async () => {
    await renderDialog(
      routes({
        'POST /api/stripe/create-payment-intent': apiError(401, 'Not logged in', 'UNAUTHORIZED'),
      }),
    );
    expect(
      await screen.findByText(PAYMENT_MESSAGES.AUTH_REQUIRED, { selector: '[role="alert"]' }),
    ).toBeInTheDocument();
  });

  it('says the payment system is unavailable when the config cannot be read', async () => {
    await renderDialog(
      routes({ 'GET /api/config': new Response('down', { status: 503, statusText: 'Down' }) }),
    );
    expect(await screen.findByText(PAYMENT_UI_MESSAGES.UNAVAILABLE_TITLE)).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_UI_MESSAGES.UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('says the payment system is unavailable in Stripe mode without a publishable key', async () => {
    await renderDialog(
      routes({
        'GET /api/config': { paymentsMode: 'stripe', publishableKey: null, demoMode: false },
      }),
    );
    expect(await screen.findByText(PAYMENT_UI_MESSAGES.UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('makes the reservation with a succeeded payment, confirming meanwhile', async () => {
    let finish: (ok: boolean) => void = () => {};
    const { user, onPaid, onOpenChange } = await renderDialog(
      routes(),
      () => new Promise((resolve) => (finish = resolve)),
    );
    await screen.findByRole('button', { name: 'Pay $46.65' });
    await payWith(user);

    expect(await screen.findByText(PAYMENT_UI_MESSAGES.SUCCEEDED)).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_UI_MESSAGES.CONFIRMING)).toBeInTheDocument();
    expect(onPaid).toHaveBeenCalledWith('pi_9');
    // the seat is being made: Escape does not close the dialog
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    await act(async () => finish(true));
  });

  it('starts on the card number, and after paying focuses the success it announces', async () => {
    let finish: (ok: boolean) => void = () => {};
    const { user } = await renderDialog(
      routes(),
      () => new Promise((resolve) => (finish = resolve)),
    );
    const dialog = screen.getByRole('dialog', { name: 'Complete Your Reservation' });
    // while the intent is made, the dialog itself, not its Close button
    expect(within(dialog).getByRole('button', { name: 'Close' })).not.toHaveFocus();
    await within(dialog).findByRole('button', { name: 'Pay $46.65' });
    expect(within(dialog).getByLabelText('Card number')).toHaveFocus();

    await payWith(user);
    const status = (await screen.findByText(PAYMENT_UI_MESSAGES.SUCCEEDED)).closest(
      '[role="status"]',
    );
    expect(status).toHaveFocus();
    await act(async () => finish(true));
  });

  it('says whom to contact when the payment went through but the seat could not be made', async () => {
    const { user } = await renderDialog(routes(), async () => false);
    await screen.findByRole('button', { name: 'Pay $46.65' });
    await payWith(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PAYMENT_UI_MESSAGES.RESERVATION_AFTER_PAYMENT_FAILED_TITLE);
    expect(within(alert).getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${CONTACT_EMAIL}`,
    );
    // the dialog's own 'Close' beside its corner button
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });

  it('says a payment still processing will be confirmed by email', async () => {
    const { user, onPaid } = await renderDialog(
      routes({ 'POST /api/stripe/simulated/confirm': confirmed('processing') }),
    );
    await screen.findByRole('button', { name: 'Pay $46.65' });
    await payWith(user);

    expect(await screen.findByText('Payment processing')).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_UI_MESSAGES.PROCESSING)).toBeInTheDocument();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('shows a declined card once, inline, and keeps the form', async () => {
    const { user, onPaid } = await renderDialog(
      routes({
        'POST /api/stripe/simulated/confirm': {
          error: {
            type: 'card_error',
            code: 'card_declined',
            declineCode: 'generic_decline',
            message: 'declined',
          },
        },
      }),
    );
    await screen.findByRole('button', { name: 'Pay $46.65' });
    await payWith(user, '4000000000000002');

    const inline = await screen.findByText(PAYMENT_MESSAGES.CARD_DECLINED, {
      selector: '[role="alert"]',
    });
    expect(inline).toBeInTheDocument();
    expect(screen.getAllByText(PAYMENT_MESSAGES.CARD_DECLINED)).toHaveLength(1);
    expect(screen.getAllByText(PAYMENT_UI_MESSAGES.PAYMENT_FAILED_TITLE)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Pay $46.65' })).toBeEnabled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('asks for a fresh intent each time it opens', async () => {
    let calls = 0;
    const api = routes({
      // the second intent takes its time: the dialog prepares again rather than reuse the first
      'POST /api/stripe/create-payment-intent': () =>
        ++calls === 1 ? intent : new Promise<Response>(() => {}),
    });
    function Reopenable() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Reserve again
          </button>
          <PaymentDialog
            event={event}
            userId={3}
            open={open}
            onOpenChange={setOpen}
            onPaid={async () => true}
          />
        </>
      );
    }
    const { user, api: fake } = await renderApp(<Reopenable />, { api });
    await screen.findByRole('button', { name: 'Pay $46.65' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // reopened within 500 ms: never the last intent's form, even for a moment (it would take the
    // guest's first keys, then be swapped for this opening's)
    const forms: Node[] = [];
    const watch = new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof Element && node.querySelector('input[name="cardnumber"]'))
            forms.push(node);
    });
    watch.observe(document.body, { childList: true, subtree: true });
    await user.click(screen.getByRole('button', { name: 'Reserve again' }));
    expect(await screen.findByText(PAYMENT_UI_MESSAGES.PREPARING)).toBeInTheDocument();
    watch.disconnect();
    expect(forms).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Pay $46.65' })).not.toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/stripe/create-payment-intent')).toHaveLength(2);
  });
});
