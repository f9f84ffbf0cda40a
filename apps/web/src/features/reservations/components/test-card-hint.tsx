import { TEST_CARDS } from '@storytable/domain';
import { CreditCard } from 'lucide-react';
import { formatCardNumber } from '../lib/card-input.ts';

const TEST_CARD_SHOWN = formatCardNumber(TEST_CARDS.SUCCEEDS);

/** The simulated card form's hint: which test card pays. */
export function TestCardHint() {
  return (
    <span className="flex items-start gap-1.5">
      <CreditCard aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        Test mode: use card{' '}
        <span className="font-medium whitespace-nowrap text-ink">{TEST_CARD_SHOWN}</span> with any
        future date and any CVC.
      </span>
    </span>
  );
}
