// @vitest-environment happy-dom
import type { RefundPolicy } from '@storytable/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anEvent, aReservation, aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { CancelReservationDialog } from './cancel-reservation-dialog.tsx';

const DAY = 86_400_000;

/** The dialog for a seat paid $45.00 at a dinner of `policy` `days` ahead. */
async function dialogFor(refundPolicy: RefundPolicy, days: number, price = 4500) {
  const guest = aUser();
  const event = anEvent({
    refundPolicy,
    price,
    dateTime: new Date(Date.now() + days * DAY).toISOString(),
  });
  const seat = aReservation(event, guest, { createdAt: new Date(Date.now() - DAY).toISOString() });
  await renderApp(<CancelReservationDialog reservation={seat} open onOpenChange={vi.fn()} />, {
    user: guest,
  });
  return screen.getByRole('dialog', { name: 'Cancel Reservation' });
}

describe('CancelReservationDialog: what the guest gets back, by the refund rule', () => {
  it.each([
    ['flexible', 4, 'You will get $45.00 back on the card you paid with.'],
    ['moderate', 10, 'You will get $45.00 back on the card you paid with.'],
    [
      'moderate',
      4,
      'Under this dinner’s Moderate refund policy, you will get nothing back of the $45.00 you paid.',
    ],
    [
      'strict',
      10,
      'Under this dinner’s Strict refund policy, you will get nothing back of the $45.00 you paid.',
    ],
  ] as const)('%s, %s days ahead', async (policy, days, text) => {
    const dialog = await dialogFor(policy, days);
    expect(dialog).toHaveTextContent(text);
  });

  it('says a free seat has nothing to refund', async () => {
    expect(await dialogFor('strict', 10, 0)).toHaveTextContent(
      'Your seat is free, so there is nothing to refund.',
    );
  });
});
