// @vitest-environment happy-dom
import type { EventAddress, ReservationDetail } from '@storytable/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { RouteAnswer } from '@/test/fake-api.ts';
import { apiError } from '@/test/fake-api.ts';
import { anEvent, aReservation, aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { ReservationPage } from './reservation-page.tsx';

const guest = aUser();
// 7:30 PM in Sacramento on Thursday, December 12, 2030 (PST)
const event = anEvent({ dateTime: '2030-12-13T03:30:00.000Z', neighborhood: 'Midtown' });
const address: EventAddress = {
  eventId: event.id,
  restaurantName: 'Olive & Ember',
  streetAddress: '1801 L St',
  neighborhood: 'Midtown',
  city: 'Sacramento',
  state: 'CA',
  fullText: 'Olive & Ember, 1801 L St, Sacramento, CA',
  mapUrl: 'https://www.openstreetmap.org/search?query=1801%20L%20St%2C%20Sacramento%2C%20CA',
};
const confirmed: ReservationDetail = {
  ...aReservation(event, guest),
  address,
  answers: {
    seats: [{ position: 0, name: guest.name, dietary: { needs: [], note: null } }],
    answer: null,
  },
  answersEditable: true,
  paidRemaining: 0,
};

const ticket = { code: 'KM7C-4TQX', qr: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' };

async function renderPage(answer: RouteAnswer = confirmed, id = '900') {
  return renderApp(
    <Route path="/reservations/:id">
      <ReservationPage />
    </Route>,
    {
      user: guest,
      path: `/reservations/${id}`,
      api: { 'GET /api/reservations/900': answer, 'GET /api/reservations/900/ticket': ticket },
    },
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('ReservationPage', () => {
  it('shows the seat’s ticket: its code and its QR code', async () => {
    await renderPage();
    const region = await screen.findByRole('region', { name: 'Your ticket' });
    expect(await within(region).findByText('KM7C-4TQX')).toBeInTheDocument();
    const qr = within(region).getByRole('img', { name: 'Your ticket’s QR code' });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(ticket.qr)}`,
    );
  });

  it('after the dinner: no ticket, calendar, invitation or 48-hour line', async () => {
    const past = anEvent({ dateTime: '2020-03-01T03:30:00.000Z' });
    await renderPage({
      ...confirmed,
      event: past,
      eventId: past.id,
      answersEditable: false,
    } as ReservationDetail);
    await screen.findByRole('region', { name: 'Your answers' });
    for (const name of ['Your ticket', 'Add to calendar', 'Share with a friend'])
      expect(screen.queryByRole('region', { name })).toBeNull();
    expect(screen.queryByText(/less than 48 hours/)).toBeNull();
  });

  it('shows the dinner, its time in its own zone, the address and a map link', async () => {
    await renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Letters from the Silk Road' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the dinner’s page' })).toHaveAttribute(
      'href',
      '/event/42',
    );
    expect(section('When')).toHaveTextContent('Thursday, December 12, 2030');
    expect(section('When')).toHaveTextContent('7:30 PM PST');
    const where = section('Where');
    expect(where).toHaveTextContent('1801 L St');
    expect(where).toHaveTextContent('Midtown, Sacramento, CA');
    const map = within(where).getByRole('link', { name: /Open in map/ });
    expect(map).toHaveAttribute('href', address.mapUrl);
    expect(map).toHaveAttribute('target', '_blank');
    expect(document.title).toContain('Reservation: Letters from the Silk Road');
  });

  it('adds the seat to a calendar: the .ics file and the web calendars at the same instant', async () => {
    await renderPage();
    const calendar = await screen.findByRole('region', { name: 'Add to calendar' });
    expect(within(calendar).getByRole('link', { name: /Download .ics file/ })).toHaveAttribute(
      'href',
      '/api/reservations/900/calendar.ics',
    );
    const google = within(calendar).getByRole('link', { name: /Add to Google Calendar/ });
    const params = new URL(google.getAttribute('href') ?? '').searchParams;
    expect(params.get('dates')).toMatch(/^20301213T033000Z\//);
    expect(params.get('location')).toBe(address.fullText);
    expect(params.get('text')).toBe(event.title);
    for (const name of [/Add to Outlook.com/, /Add to Yahoo Calendar/])
      expect(within(calendar).getByRole('link', { name })).toHaveAttribute('target', '_blank');
    expect(section('Share with a friend')).toHaveTextContent('send a friend the dinner’s page');
  });

  it('says what happens next, with the host and the cancellation window', async () => {
    await renderPage();
    const steps = within(await screen.findByRole('region', { name: 'What happens next' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toHaveLength(4);
    expect(steps[2]).toContain('Cancel from your profile up to 48 hours before the dinner');
    expect(steps[3]).toContain('ask for Hannah Host’s table at Olive & Ember');
    expect(steps[3]).toContain('starts at 7:30 PM');
  });

  it('a cancelled seat offers no calendar and says what happened to the payment', async () => {
    await renderPage({
      ...aReservation(event, guest, {
        status: false,
        cancelledAt: '2026-11-21T10:00:00.000Z',
        refundStatus: 'succeeded',
      }),
      address: null,
      answers: { seats: [], answer: null },
      answersEditable: false,
    });
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add to calendar' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Share with a friend' })).toBeNull();
    expect(section('Where')).toHaveTextContent('Olive & Ember, Sacramento, CA');
    const next = section('What happens next');
    expect(next).toHaveTextContent(
      'This reservation was cancelled. Your payment of $45.00 is refunded to your card.',
    );
    expect(within(next).getByRole('link', { name: 'Find another table' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it('someone else’s reservation, or none, reads as not found', async () => {
    await renderPage(apiError(404, 'Reservation not found', 'NOT_FOUND'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reservation not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
  });

  it('a loose id is not found without asking the API', async () => {
    const { api } = await renderPage(confirmed, '0900');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reservation not found' }),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/api/reservations'))).toEqual([]);
  });

  it('a failed load says so and tries again', async () => {
    let calls = 0;
    const { user, api } = await renderPage(() => {
      calls += 1;
      return calls === 1
        ? new Response('down', { status: 503, statusText: 'Service Unavailable' })
        : confirmed;
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading your reservation: 503: Service Unavailable',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'Letters from the Silk Road' }),
      ).toBeInTheDocument(),
    );
    expect(api.callsTo('GET', '/api/reservations/900')).toHaveLength(2);
  });
});
