// @vitest-environment happy-dom
import type { CurrentUser, Event, Reservation } from '@storytable/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { anEvent, aReservation, aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { EventDetailPage } from './event-detail-page.tsx';

const HOUR = 3_600_000;
const guest = aUser();
// started three hours ago: over (a dinner lasts two hours)
const over = anEvent({ dateTime: new Date(Date.now() - 3 * HOUR).toISOString() });
const coming = anEvent({ dateTime: new Date(Date.now() + 72 * HOUR).toISOString() });

/** The event page as the router shows it, for `user` holding `reservations`. */
async function renderPage(
  event: Event,
  { user = guest, reservations = [] }: { user?: CurrentUser | null; reservations?: Reservation[] },
) {
  const rendered = await renderApp(
    <Route path="/event/:id">
      <EventDetailPage />
    </Route>,
    {
      user,
      path: `/event/${event.id}`,
      api: {
        [`GET /api/events/${event.id}`]: event,
        [`GET /api/events/${event.id}/reviews`]: [],
        'GET /api/reservations': reservations,
        'GET /api/follows': [],
      },
    },
  );
  await screen.findByRole('heading', { level: 1, name: event.title });
  await screen.findByText('No reviews yet');
  // what the page knows of the user's seats has arrived and been rendered
  if (user) {
    await waitFor(() => expect(rendered.api.callsTo('GET', '/api/reservations')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
  return rendered;
}

const writeReview = () => screen.queryByRole('region', { name: 'Write a Review' });

describe("the event page's 'Write a Review'", () => {
  it('is offered to a guest who held a seat, once the dinner is over', async () => {
    await renderPage(over, { reservations: [aReservation(over, guest)] });
    const form = await screen.findByRole('region', { name: 'Write a Review' });
    expect(within(form).getByRole('button', { name: 'Submit Review' })).toBeInTheDocument();
  });

  it('tells a guest marked as not come why they cannot review, and offers no note', async () => {
    await renderPage(over, { reservations: [aReservation(over, guest, { noShow: true })] });
    const form = await screen.findByRole('region', { name: 'Write a Review' });
    expect(form).toHaveTextContent(/marked as not attending this dinner/);
    expect(within(form).queryByRole('button', { name: 'Submit Review' })).toBeNull();
    expect(screen.queryByRole('region', { name: /private note/ })).toBeNull();
  });

  it('offers a guest who came a private note to the host', async () => {
    await renderPage(over, { reservations: [aReservation(over, guest)] });
    expect(await screen.findByRole('region', { name: /A private note to/ })).toBeInTheDocument();
  });

  it('is not offered before the dinner is over, even to a guest with a seat', async () => {
    await renderPage(coming, { reservations: [aReservation(coming, guest)] });
    expect(writeReview()).toBeNull();
  });

  it('is not offered to someone who did not attend', async () => {
    await renderPage(over, { reservations: [] });
    expect(writeReview()).toBeNull();
  });

  it('is not offered to a guest whose reservation was cancelled', async () => {
    const cancelled = aReservation(over, guest, {
      status: false,
      cancelledAt: new Date(Date.now() - 100 * HOUR).toISOString(),
    });
    await renderPage(over, { reservations: [cancelled] });
    expect(writeReview()).toBeNull();
  });

  it('is not offered twice: a guest who reviewed sees none', async () => {
    const reviewed = aReservation(over, guest, {
      reviewDate: new Date(Date.now() - HOUR).toISOString(),
      rating: 5,
      review: 'Lovely',
    });
    await renderPage(over, { reservations: [reviewed] });
    expect(writeReview()).toBeNull();
  });

  it('asks a visitor to log in on a dinner that is over, and says nothing before', async () => {
    await renderPage(over, { user: null });
    const prompt = await screen.findByRole('region', { name: 'Write a Review' });
    expect(
      within(prompt).getByRole('button', { name: 'Log in to write a review' }),
    ).toBeInTheDocument();
  });

  it('says nothing to a visitor before the dinner is over', async () => {
    await renderPage(coming, { user: null });
    expect(writeReview()).toBeNull();
  });
});
