import {
  type CardField,
  cardErrorMessage,
  cardFieldError,
  PAYMENT_MESSAGES,
} from '@storytable/domain';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { TextField } from '@/components/ui/text-field.tsx';
import { cn } from '@/lib/cn.ts';
import { confirmSimulatedPayment } from '../api/confirm-simulated-payment.ts';
import {
  type CardProblems,
  type CardValues,
  cardFieldProblems,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  parseCard,
} from '../lib/card-input.ts';
import { type CardFormProps, FORM_AREA_CLASSES } from '../lib/payment-form-types.ts';
import { PAYMENT_UI_MESSAGES } from '../lib/payment-messages.ts';
import { CardFormFooter } from './card-form-footer.tsx';
import { TestCardHint } from './test-card-hint.tsx';

/**
 * The card form of the offline (simulated) payments mode: our own fields, sent to our API's
 * simulated confirmation, which answers like Stripe.js. A field refused (here or by the
 * provider) is marked with its own message and focused; other refusals show once, under the form.
 */
export function SimulatedCardForm({ intent, submitLabel, onConfirmed }: CardFormProps) {
  const [values, setValues] = useState<CardValues>({ number: '', expiry: '', cvc: '' });
  const [problems, setProblems] = useState<CardProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = useMutation({ mutationFn: confirmSimulatedPayment });
  const busy = confirm.isPending;
  const numberInput = useRef<HTMLInputElement>(null);
  const expiryInput = useRef<HTMLInputElement>(null);
  const cvcInput = useRef<HTMLInputElement>(null);
  const fields = { number: numberInput, expiry: expiryInput, cvc: cvcInput };
  const focusNext = useRef<CardField | null>(null);

  // the payment dialog starts in the card number (issue 32, item 22)
  useEffect(() => numberInput.current?.focus(), []);

  // focus the field to fix once it is drawn with its message (and no longer disabled)
  useEffect(() => {
    if (busy || !focusNext.current) return;
    fields[focusNext.current].current?.focus();
    focusNext.current = null;
  });

  const refuse = (found: CardProblems) => {
    setProblems(found);
    focusNext.current = FIELD_ORDER.find((f) => found[f]) ?? null;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setFailure(null);
    const card = parseCard(values);
    if (!card) return refuse(cardFieldProblems(values));
    refuse({});
    try {
      const outcome = await confirm.mutateAsync({
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
        ...card,
      });
      if (!('error' in outcome)) return onConfirmed(outcome.paymentIntent);
      const named = cardFieldError(outcome.error.code);
      if (named) refuse({ [named.field]: named.message });
      else setFailure(cardErrorMessage(outcome.error));
    } catch {
      setFailure(PAYMENT_MESSAGES.FAILED);
    }
  };

  const field = (name: CardField, format: (raw: string) => string) => ({
    ref: fields[name],
    value: values[name],
    error: problems[name],
    inputMode: 'numeric' as const,
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      setValues((v) => ({ ...v, [name]: format(e.target.value) })),
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <fieldset disabled={busy} className={cn(FORM_AREA_CLASSES, 'space-y-4 p-0.5')}>
        <legend className="sr-only">Card details</legend>
        <TextField
          label="Card number"
          name="cardnumber"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          {...field('number', formatCardNumber)}
          hint={<TestCardHint />}
        />
        <div className="grid grid-cols-2 items-start gap-3">
          <TextField
            label="Expiry (MM/YY)"
            name="exp-date"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            {...field('expiry', formatExpiry)}
          />
          <TextField
            label="CVC"
            name="cvc"
            autoComplete="cc-csc"
            placeholder="123"
            {...field('cvc', formatCvc)}
          />
        </div>
      </fieldset>
      <CardFormFooter
        error={failure}
        errorTitle={PAYMENT_UI_MESSAGES.PAYMENT_FAILED_TITLE}
        busy={busy}
        submitLabel={submitLabel}
      />
    </form>
  );
}

const FIELD_ORDER: CardField[] = ['number', 'expiry', 'cvc'];
