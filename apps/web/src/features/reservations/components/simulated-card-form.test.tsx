// @vitest-environment happy-dom
import { PAYMENT_MESSAGES } from '@storytable/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RouteAnswer } from '@/test/fake-api.ts';
import { apiError } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render.tsx';
import type { ConfirmedPayment } from '../lib/payment-form-types.ts';
import { SimulatedCardForm } from './simulated-card-form.tsx';

const intent = {
  clientSecret: 'pi_5_secret_x',
  paymentIntentId: 'pi_5',
  amount: 4665,
  price: 4500,
  fee: 165,
};

async function renderForm(confirm: RouteAnswer) {
  const onConfirmed = vi.fn<(p: ConfirmedPayment) => void>();
  const rendered = await renderApp(
    <SimulatedCardForm
      intent={intent}
      eventId={42}
      submitLabel="Pay $46.65"
      onConfirmed={onConfirmed}
    />,
    { api: { 'POST /api/stripe/simulated/confirm': confirm } },
  );
  return { ...rendered, onConfirmed };
}

type Driver = Awaited<ReturnType<typeof renderForm>>['user'];

const number = () => screen.getByRole('textbox', { name: 'Card number' });
const expiry = () => screen.getByRole('textbox', { name: 'Expiry (MM/YY)' });
const cvc = () => screen.getByRole('textbox', { name: 'CVC' });

async function enter(user: Driver, card: [string, string, string]) {
  if (card[0]) await user.type(number(), card[0]);
  if (card[1]) await user.type(expiry(), card[1]);
  if (card[2]) await user.type(cvc(), card[2]);
  await user.click(screen.getByRole('button', { name: 'Pay $46.65' }));
}

const succeeded = { paymentIntent: { id: 'pi_5', status: 'succeeded', amount: 4665 } };
const cardError = (code: string) => ({
  error: { type: 'card_error', code, declineCode: null, message: code },
});

describe('SimulatedCardForm', () => {
  it('formats what is typed the way a card reads', async () => {
    const { user } = await renderForm(succeeded);
    await user.type(number(), '4242424242424242');
    expect(number()).toHaveValue('4242 4242 4242 4242');
    await user.type(expiry(), '1230');
    expect(expiry()).toHaveValue('12/30');
    await user.type(cvc(), '12a345');
    expect(cvc()).toHaveValue('1234');
  });

  it('says which test card to use', async () => {
    await renderForm(succeeded);
    expect(number()).toHaveAccessibleDescription(
      'Test mode: use card 4242 4242 4242 4242 with any future date and any CVC.',
    );
  });

  it('sends the card with the intent and hands on the payment', async () => {
    const { user, api, onConfirmed } = await renderForm(succeeded);
    await enter(user, ['4242424242424242', '1230', '123']);
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith(succeeded.paymentIntent));
    expect(api.callsTo('POST', '/api/stripe/simulated/confirm').map((c) => c.body)).toEqual([
      {
        paymentIntentId: 'pi_5',
        clientSecret: 'pi_5_secret_x',
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
      },
    ]);
  });

  it('marks each empty field with what to enter, and sends nothing', async () => {
    const { user, api, onConfirmed } = await renderForm(succeeded);
    await user.click(screen.getByRole('button', { name: 'Pay $46.65' }));
    expect(number()).toHaveAccessibleDescription(
      expect.stringContaining('Enter your card number.'),
    );
    expect(expiry()).toHaveAccessibleDescription("Enter your card's expiry date.");
    expect(cvc()).toHaveAccessibleDescription("Enter your card's security code (CVC).");
    for (const field of [number(), expiry(), cvc()])
      expect(field).toHaveAttribute('aria-invalid', 'true');
    // the first field to fix has focus; no generic message, no toast
    expect(number()).toHaveFocus();
    expect(screen.queryByText(PAYMENT_MESSAGES.VALIDATION)).toBeNull();
    expect(screen.queryByText('Payment failed')).toBeNull();
    expect(api.callsTo('POST', '/api/stripe/simulated/confirm')).toHaveLength(0);
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('says which field is incomplete', async () => {
    const { user, api } = await renderForm(succeeded);
    await enter(user, ['4242', '1', '12']);
    expect(number()).toHaveAccessibleDescription(
      expect.stringContaining('Your card number is incomplete.'),
    );
    expect(expiry()).toHaveAccessibleDescription("Your card's expiry date is incomplete.");
    expect(cvc()).toHaveAccessibleDescription("Your card's security code (CVC) is incomplete.");
    expect(api.callsTo('POST', '/api/stripe/simulated/confirm')).toHaveLength(0);
  });

  it('marks a past expiry date alone, and sends nothing', async () => {
    const { user, api } = await renderForm(succeeded);
    await enter(user, ['4242424242424242', '0120', '123']);
    expect(expiry()).toHaveAttribute('aria-invalid', 'true');
    expect(expiry()).toHaveAccessibleDescription("Your card's expiry date is in the past.");
    expect(expiry()).toHaveFocus();
    expect(number()).not.toHaveAttribute('aria-invalid');
    expect(cvc()).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST', '/api/stripe/simulated/confirm')).toHaveLength(0);
  });

  it('marks the field the payment provider refuses', async () => {
    const { user } = await renderForm({
      error: {
        type: 'validation_error',
        code: 'invalid_number',
        declineCode: null,
        message: 'Your card number is invalid.',
      },
    });
    await enter(user, ['4242424242424242', '1230', '123']);
    await waitFor(() => expect(number()).toHaveAttribute('aria-invalid', 'true'));
    expect(number()).toHaveAccessibleDescription(
      expect.stringContaining('Your card number is invalid.'),
    );
    expect(screen.queryByText(PAYMENT_MESSAGES.VALIDATION)).toBeNull();
  });

  it('says a declined card once, under the form, with no toast', async () => {
    const { user } = await renderForm(cardError('card_declined'));
    await enter(user, ['4000000000000002', '1230', '123']);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Payment failed${PAYMENT_MESSAGES.CARD_DECLINED}`);
    expect(screen.getAllByText(PAYMENT_MESSAGES.CARD_DECLINED)).toHaveLength(1);
    expect(screen.getAllByText('Payment failed')).toHaveLength(1);
  });

  it.each([
    ['card_declined', PAYMENT_MESSAGES.CARD_DECLINED],
    ['expired_card', PAYMENT_MESSAGES.CARD_EXPIRED],
    ['incorrect_cvc', PAYMENT_MESSAGES.INCORRECT_CVC],
    ['processing_error', PAYMENT_MESSAGES.FAILED],
  ])('says %s in the spec’s words', async (code, message) => {
    const { user, onConfirmed } = await renderForm(cardError(code));
    await enter(user, ['4000000000000002', '1230', '123']);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onConfirmed).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay $46.65' })).toBeEnabled();
  });

  it('reads a refused request as a card-details problem', async () => {
    const { user } = await renderForm(apiError(400, 'Invalid card number'));
    await enter(user, ['4242424242424242', '1230', '123']);
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.VALIDATION);
  });

  it("says 'Failed to process payment' when the server fails", async () => {
    const { user } = await renderForm(new Response('x', { status: 500, statusText: 'Oops' }));
    await enter(user, ['4242424242424242', '1230', '123']);
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.FAILED);
  });

  it("locks the fields and says 'Processing...' while the card is checked", async () => {
    const { user } = await renderForm(new Promise<Response>(() => {}));
    await enter(user, ['4242424242424242', '1230', '123']);
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(number()).toBeDisabled();
  });
});
