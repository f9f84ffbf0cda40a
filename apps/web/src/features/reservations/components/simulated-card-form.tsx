import { PAYMENT_MESSAGES, TEST_CARDS } from '@storytable/domain';
import { useMutation } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { TextField } from '@/components/ui/text-field.tsx';
import { cn } from '@/lib/cn.ts';
import { confirmSimulatedPayment } from '../api/confirm-simulated-payment.ts';
import {
  type CardField,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  incompleteCardFields,
  parseCard,
} from '../lib/card-input.ts';
import { type CardFormProps, FORM_AREA_CLASSES } from '../lib/payment-form-types.ts';
import { reportCardError } from '../lib/payment-toasts.ts';
import { CardFormFooter } from './card-form-footer.tsx';

const TEST_CARD_SHOWN = formatCardNumber(TEST_CARDS.SUCCEEDS);

/**
 * The card form of the offline (simulated) payments mode: our own fields, sent to our API's
 * simulated confirmation, which answers like Stripe.js. Errors show inline and as a toast.
 */
export function SimulatedCardForm({ intent, submitLabel, onConfirmed }: CardFormProps) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<CardField[]>([]);
  const confirm = useMutation({ mutationFn: confirmSimulatedPayment });
  const errorId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (confirm.isPending) return;
    const values = { number, expiry, cvc };
    const card = parseCard(values);
    setInvalid(incompleteCardFields(values));
    if (!card) {
      setError(reportCardError({ type: 'validation_error' }));
      return;
    }
    setError(null);
    try {
      const outcome = await confirm.mutateAsync({
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
        ...card,
      });
      if ('error' in outcome) setError(reportCardError(outcome.error));
      else onConfirmed(outcome.paymentIntent);
    } catch {
      setError(reportCardError(PAYMENT_MESSAGES.FAILED));
    }
  };

  const busy = confirm.isPending;
  const invalidProps = (field: CardField) =>
    invalid.includes(field) ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <fieldset disabled={busy} className={cn(FORM_AREA_CLASSES, 'space-y-4 p-0.5')}>
        <legend className="sr-only">Card details</legend>
        <TextField
          label="Card number"
          name="cardnumber"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          value={number}
          onChange={(e) => setNumber(formatCardNumber(e.target.value))}
          {...invalidProps('number')}
          hint={
            <span className="flex items-start gap-1.5">
              <CreditCard aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                Test mode: use card{' '}
                <span className="font-medium whitespace-nowrap text-ink">{TEST_CARD_SHOWN}</span>{' '}
                with any future date and any CVC.
              </span>
            </span>
          }
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Expiry (MM/YY)"
            name="exp-date"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/YY"
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.target.value))}
            {...invalidProps('expiry')}
          />
          <TextField
            label="CVC"
            name="cvc"
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            value={cvc}
            onChange={(e) => setCvc(formatCvc(e.target.value))}
            {...invalidProps('cvc')}
          />
        </div>
      </fieldset>
      <CardFormFooter error={error} errorId={errorId} busy={busy} submitLabel={submitLabel} />
    </form>
  );
}
