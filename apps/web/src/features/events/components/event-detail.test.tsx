// @vitest-environment happy-dom
import { type Event, RESERVATION_MESSAGES } from '@storytable/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteAnswer } from '@/test/fake-api.ts';
import { apiError } from '@/test/fake-api.ts';
import { aHost, anEvent, aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { EventDetail } from './event-detail.tsx';
import { EventLoader } from './event-loader.tsx';

// 7:30 PM in Sacramento on Friday, December 11, 2026
const event = anEvent({ dateTime: '2026-12-12T03:30:00.000Z' });

/** The page as app/routes composes it, with stand-ins for what other features add. */
function Page({ id }: { id: string | undefined }) {
  return (
    <EventLoader id={id}>
      {(e: Event) => (
        <EventDetail
          event={e}
          follow={<button type="button">Follow</button>}
          reserve={<button type="button">Reserve here</button>}
          reviews={<p>The reviews</p>}
        />
      )}
    </EventLoader>
  );
}

async function renderPage(
  answer: RouteAnswer = event,
  { id = '42', user = null as ReturnType<typeof aUser> | null } = {},
) {
  return renderApp(<Page id={id} />, {
    user,
    path: `/event/${id}`,
    api: { 'GET /api/events/42': answer },
  });
}

const panel = () => screen.getByRole('complementary', { name: 'Reservation' });

describe('EventLoader', () => {
  it('shows a loading state, then the event', async () => {
    let answer: (r: Response) => void = () => {};
    await renderPage(new Promise<Response>((resolve) => (answer = resolve)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading event');
    answer(Response.json(event));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Letters from the Silk Road' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to events' })).toHaveAttribute('href', '/events');
  });

  it("says 'Event not found' for an id that names no event", async () => {
    await renderPage(apiError(404, 'Event not found', 'NOT_FOUND'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Event not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/events');
  });

  it('asks nothing for an address that cannot be an event id', async () => {
    const { api } = await renderPage(event, { id: '0x13' });
    expect(screen.getByRole('heading', { level: 1, name: 'Event not found' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/api/events'))).toHaveLength(0);
  });

  it("says why loading failed and offers 'Try again'", async () => {
    let fail = true;
    const { user } = await renderPage(() =>
      fail ? new Response('down', { status: 503, statusText: 'Service Unavailable' }) : event,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading event: 503: Service Unavailable',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Letters from the Silk Road' }),
    ).toBeInTheDocument();
  });
});

describe('EventDetail', () => {
  it('shows the host, rating and verified badge, with the follow slot', async () => {
    await renderPage();
    await screen.findByRole('heading', { level: 1 });
    const hostLink = screen.getByRole('link', { name: 'Hannah Host' });
    expect(hostLink).toHaveAttribute('href', '/profile/7');
    expect(screen.getByRole('link', { name: "Hannah Host's profile" })).toHaveAttribute(
      'href',
      '/profile/7',
    );
    expect(screen.getByText('Verified Host')).toBeInTheDocument();
    expect(screen.getByText('4.9 · 12 reviews')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(document.title).toContain('Letters from the Silk Road');
  });

  it("says 'Host' and 'New Host' for a host without reviews", async () => {
    await renderPage(
      anEvent({ host: { ...event.host, isVerifiedHost: false, rating: null, reviewCount: 0 } }),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Host')).toBeInTheDocument();
    expect(screen.getByText('New Host')).toBeInTheDocument();
  });

  it('the reservation panel gives price, date, time and seats, then the reserve slot', async () => {
    await renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(within(panel()).getByText('$45.00')).toBeInTheDocument();
    expect(within(panel()).getByText('+ $1.65 fee')).toBeInTheDocument();
    expect(within(panel()).getByText('per person')).toBeInTheDocument();
    expect(within(panel()).getByText('Friday, December 11, 2026')).toBeInTheDocument();
    expect(within(panel()).getByText('7:30 PM PST')).toBeInTheDocument();
    expect(within(panel()).getByText('5 of 8 spots available')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Reserve here' })).toBeInTheDocument();
    expect(
      within(panel()).getByText(
        'Flexible refund policy: Full refund if you cancel at least 48 hours before the dinner.',
      ),
    ).toBeInTheDocument();
  });

  it("a full dinner's booking box says Sold out, as its card does, never '0 of 8'", async () => {
    await renderPage(anEvent({ availableSpots: 0 }));
    await screen.findByRole('heading', { level: 1 });
    expect(within(panel()).getByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByText(/0 of 8/)).toBeNull();
    // the waitlist (the reserve slot) is still offered
    expect(within(panel()).getByRole('button', { name: 'Reserve here' })).toBeInTheDocument();
  });

  it('tells a guest before they book that a seat inside 48 hours cannot be cancelled', async () => {
    await renderPage(anEvent({ dateTime: new Date(Date.now() + 30 * 3_600_000).toISOString() }));
    await screen.findByRole('heading', { level: 1 });
    expect(within(panel()).getByText(RESERVATION_MESSAGES.NOT_CANCELLABLE)).toBeInTheDocument();
    expect(within(panel()).queryByText(/refund policy/)).toBeNull();
  });

  it('shows About This Event, Event Details and the reviews slot', async () => {
    await renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('region', { name: 'About This Event' })).toHaveTextContent(
      'Merchants, monks and runaway princesses.',
    );
    const details = screen.getByRole('region', { name: 'Event Details' });
    expect(within(details).getByText('Olive & Ember')).toBeInTheDocument();
    expect(within(details).getByText('Sacramento, CA')).toBeInTheDocument();
    expect(screen.getByText('The reviews')).toBeInTheDocument();
  });

  it('tells the host they host it instead of offering to reserve', async () => {
    await renderPage(event, { user: aHost() });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(within(panel()).getByText('You are hosting this event.')).toBeInTheDocument(),
    );
    expect(within(panel()).queryByRole('button', { name: 'Reserve here' })).toBeNull();
  });

  it("says a cancelled event takes no reservations, marked 'Inactive'", async () => {
    await renderPage(anEvent({ status: false }), { user: aUser() });
    await screen.findByRole('heading', { level: 1 });
    expect(
      within(panel()).getByText('This event is no longer accepting reservations.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it("says a past event has taken place, marked 'Past Event'", async () => {
    await renderPage(anEvent({ dateTime: '2026-01-10T03:00:00.000Z' }));
    await screen.findByRole('heading', { level: 1 });
    expect(within(panel()).getByText('This event has already taken place.')).toBeInTheDocument();
    expect(screen.getByText('Past Event')).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Reserve here' })).toBeNull();
  });

  it("a free dinner reads 'Free' without 'per person', and promises no refund", async () => {
    await renderPage(anEvent({ price: 0 }));
    await screen.findByRole('heading', { level: 1 });
    expect(within(panel()).getByText('Free')).toBeInTheDocument();
    expect(within(panel()).queryByText('per person')).toBeNull();
    expect(
      within(panel()).getByText(
        'Cancel until 48 hours before the dinner so another guest can take your seat.',
      ),
    ).toBeInTheDocument();
    expect(within(panel()).queryByText(/refunded/)).toBeNull();
  });

  it('shows every tag and the featured badge on the cover', async () => {
    await renderPage(
      anEvent({ featured: true, tags: ['World History', 'Leadership', 'Art History'] }),
    );
    await screen.findByRole('heading', { level: 1 });
    for (const text of ['Featured', 'World History', 'Leadership', 'Art History'])
      expect(screen.getByText(text)).toBeInTheDocument();
  });
});
