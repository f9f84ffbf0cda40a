// @vitest-environment happy-dom
import type { Event } from '@storytable/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { RouteAnswer } from '@/test/fake-api.ts';
import { anEvent } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { EventDialog } from './event-dialog.tsx';

// 7:30 PM in Sacramento on Friday, December 11, 2026
const fromCard = anEvent({
  dateTime: '2026-12-12T03:30:00.000Z',
  tags: ['World History', 'Art History', 'Leadership', 'Modern History'],
});

/** The listing's dialog as the page composes it, open, with stand-in slots. */
function Listing({ event }: { event: Event }) {
  const [open, setOpen] = useState(true);
  return (
    <EventDialog
      event={event}
      open={open}
      onOpenChange={setOpen}
      follow={() => <button type="button">Follow</button>}
      reserve={(e, close) => (
        <button type="button" onClick={close}>
          {`Reserve ${e.availableSpots} left`}
        </button>
      )}
    />
  );
}

async function renderDialog(answer: RouteAnswer = fromCard, event = fromCard) {
  const rendered = await renderApp(<Listing event={event} />, {
    path: '/events',
    api: { [`GET /api/events/${event.id}`]: answer },
  });
  return { ...rendered, dialog: screen.getByRole('dialog') };
}

describe('EventDialog', () => {
  it('names the dinner and where it is held', async () => {
    const { dialog } = await renderDialog();
    expect(dialog).toHaveAccessibleName('Letters from the Silk Road');
    expect(dialog).toHaveAccessibleDescription('Hosted at Olive & Ember, Sacramento, CA');
  });

  it('shows up to 3 tags, the host and the facts', async () => {
    const { dialog } = await renderDialog();
    for (const tag of ['World History', 'Art History', 'Leadership'])
      expect(within(dialog).getByText(tag)).toBeInTheDocument();
    expect(within(dialog).queryByText('Modern History')).toBeNull();
    expect(within(dialog).getByText('4.9 · 12 reviews')).toBeInTheDocument();
    expect(within(dialog).getByText('Verified Host')).toBeInTheDocument();
    expect(within(dialog).getByText('Friday, December 11, 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('7:30 PM PST')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('gives the price per person, the fee and the total charged for one seat', async () => {
    const { dialog } = await renderDialog();
    const price = within(dialog).getByRole('region', { name: 'Event Price' });
    const row = (term: string) => within(price).getByText(term).closest('div') as HTMLElement;
    expect(row('Price per person')).toHaveTextContent('$45.00');
    expect(row('Processing fee')).toHaveTextContent('$1.65');
    expect(row('Total')).toHaveTextContent('$46.65');
  });

  it('a free dinner is free per person and in total, with no fee', async () => {
    const free = anEvent({ price: 0 });
    const { dialog } = await renderDialog(free, free);
    const price = within(dialog).getByRole('region', { name: 'Event Price' });
    expect(within(price).getAllByText('Free')).toHaveLength(2);
    expect(within(price).queryByText('Processing fee')).toBeNull();
  });

  it('refreshes the card’s copy: seats come from GET /api/events/{id}', async () => {
    const { dialog, api } = await renderDialog({
      ...fromCard,
      availableSpots: 2,
      availableSeats: 2,
    });
    expect(await within(dialog).findByText('2 of 8 spots available')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reserve 2 left' })).toBeInTheDocument();
    expect(api.callsTo('GET', `/api/events/${fromCard.id}`)).toHaveLength(1);
  });

  it('shows the card’s copy at once, before the fresh one arrives', async () => {
    const { dialog } = await renderDialog(new Promise<Response>(() => {}));
    expect(within(dialog).getByText('5 of 8 spots available')).toBeInTheDocument();
  });

  it('links to the full page and the host, closing itself on the way', async () => {
    const { user, dialog, history } = await renderDialog();
    expect(within(dialog).getByRole('link', { name: /Hannah Host/ })).toHaveAttribute(
      'href',
      '/profile/7',
    );
    await user.click(within(dialog).getByRole('link', { name: 'View full details' }));
    expect(history.at(-1)).toBe('/event/42');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets the reserve slot close it (before the sign-in dialog opens)', async () => {
    const { user, dialog } = await renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Reserve 5 left' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('states the cancellation policy only while the dinner takes reservations', async () => {
    const { dialog } = await renderDialog();
    expect(
      within(dialog).getByText(
        /Flexible refund policy: Full refund if you cancel at least 48 hours/,
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of cancelling a cancelled dinner', async () => {
    const cancelled = anEvent({ status: false });
    const { dialog } = await renderDialog(cancelled, cancelled);
    expect(within(dialog).queryByText(/refund policy/)).toBeNull();
  });
});
