// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { anEvent, aReservation, aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { reservedState } from '../lib/reserved-state.ts';
import { UpcomingReservationsTab } from './upcoming-reservations-tab.tsx';

const guest = aUser();
const event = anEvent();
const seat = aReservation(event, guest, { id: 77 });

afterEach(() => window.history.replaceState(null, ''));

describe('UpcomingReservationsTab', () => {
  it('reached by reserving, focuses the confirmation of the seat just made, once', async () => {
    window.history.replaceState(reservedState(77), '');
    await renderApp(<UpcomingReservationsTab />, {
      user: guest,
      api: { 'GET /api/reservations': [seat] },
    });
    const status = (await screen.findByText('Reservation confirmed')).closest('[role="status"]');
    expect(status).toHaveTextContent(`Your seat at ${event.title} is saved.`);
    await waitFor(() => expect(status).toHaveFocus());
    // going back to this page later does not confirm it again
    expect(window.history.state).toBeNull();
  });

  it('confirms nothing when reached otherwise', async () => {
    await renderApp(<UpcomingReservationsTab />, {
      user: guest,
      api: { 'GET /api/reservations': [seat] },
    });
    expect(
      await screen.findByRole('link', { name: `View reservation for ${event.title}` }),
    ).toBeVisible();
    expect(screen.queryByText('Reservation confirmed')).toBeNull();
  });
});
