// @vitest-environment happy-dom
import { GUEST_LIST_MESSAGES, type GuestList, type RestaurantBrief } from '@storytable/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { apiError, type RouteAnswer } from '@/test/fake-api.ts';
import { anEvent, aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { GuestListPage, GuestListPrintPage } from './guest-list-page.tsx';

const host = aUser({ isHost: true });
const list: GuestList = {
  eventId: 42,
  title: 'Letters from the Silk Road',
  // 7:30 PM in Sacramento on Thursday, December 12, 2030 (PST)
  dateTime: '2030-12-13T03:30:00.000Z',
  timeZone: 'America/Los_Angeles',
  capacity: 8,
  confirmedSeats: 3,
  question: null,
  dietaryTotals: [],
  guests: [
    {
      reservationId: 7,
      name: 'Ava Thompson',
      profileImage: '/api/images/ava',
      seats: 1,
      bookedAt: '2030-12-01T18:05:00.000Z',
      dietary: { needs: [], note: null },
      answer: null,
    },
    {
      reservationId: 9,
      name: 'Noah Patel',
      profileImage: null,
      seats: 2,
      bookedAt: '2030-12-02T18:05:00.000Z',
      dietary: { needs: [], note: null },
      answer: null,
    },
  ],
  waitlist: [
    {
      name: 'Mia Chen',
      profileImage: null,
      status: 'offered',
      position: null,
      joinedAt: '2030-12-03T18:00:00.000Z',
    },
    {
      name: 'Liam Okafor',
      profileImage: null,
      status: 'waiting',
      position: 1,
      joinedAt: '2030-12-04T18:00:00.000Z',
    },
  ],
};

function renderPage(answer: RouteAnswer = list, print = false) {
  return renderApp(
    <>
      <Route path="/event/:id/guests">
        <GuestListPage />
      </Route>
      <Route path="/event/:id/guests/print">
        <GuestListPrintPage />
      </Route>
    </>,
    {
      user: host,
      path: print ? '/event/42/guests/print' : '/event/42/guests',
      api: { 'GET /api/events/42/guests': answer, 'GET /api/events/42/restaurant-brief': brief },
    },
  );
}

const brief: RestaurantBrief = {
  eventId: 42,
  restaurantEmail: 'bookings@olive-ember.test',
  timeZone: list.timeZone,
  hasGuests: true,
  dueAt: '2030-12-11T03:30:00.000Z',
  sentAt: null,
  sentToRestaurant: null,
  headcount: null,
};

afterEach(() => vi.restoreAllMocks());

describe('GuestListPage', () => {
  it('shows the dinner’s host the notes guests left, and an admin nothing of them', async () => {
    const note = {
      guest: { id: 5, name: 'Ava Thompson' },
      note: 'The question about first jobs stayed with me.',
      createdAt: '2030-12-14T18:00:00.000Z',
    };
    const routes = {
      'GET /api/events/42/guests': list,
      'GET /api/events/42/restaurant-brief': brief,
      'GET /api/events/42': anEvent({ id: 42, hostId: host.id }),
      'GET /api/events/42/notes': [note],
    };
    const page = (
      <Route path="/event/:id/guests">
        <GuestListPage />
      </Route>
    );
    await renderApp(page, { user: host, path: '/event/42/guests', api: routes });
    const notes = await screen.findByRole('region', { name: 'Notes from your guests' });
    expect(await within(notes).findByText(note.note)).toBeInTheDocument();
    cleanup();

    const admin = aUser({ id: host.id + 1, isAdmin: true });
    const { api } = await renderApp(page, { user: admin, path: '/event/42/guests', api: routes });
    await screen.findByRole('list', { name: 'Confirmed guests' });
    await waitFor(() => expect(api.callsTo('GET', '/api/events/42')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Notes from your guests' })).toBeNull();
    expect(api.callsTo('GET', '/api/events/42/notes')).toHaveLength(0);
  });

  it('shows the confirmed guests, the seat totals and the waitlist apart', async () => {
    await renderPage();
    const guests = await screen.findByRole('list', { name: 'Confirmed guests' });
    const rows = within(guests).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Ava ThompsonBooked Dec 1, 2030 10:05 AM PSTDietary needs:None',
      'NNoah PatelBooked Dec 2, 2030 10:05 AM PSTParty of 2Dietary needs:None',
    ]);
    expect(screen.getByText('3 of 8 seats reserved')).toBeInTheDocument();
    expect(
      await screen.findByText(
        /^The restaurant brief goes to you and bookings@olive-ember\.test on/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: /Waitlist · 2 guests waiting/ }),
    ).toBeInTheDocument();
    const line = within(screen.getByRole('list', { name: 'Waitlist' })).getAllByRole('listitem');
    expect(line[0]).toHaveTextContent('Mia Chen');
    expect(line[0]).toHaveTextContent('Seat offered');
    expect(line[1]).toHaveTextContent('#1 in line');
    expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute(
      'href',
      '/event/42/guests/print',
    );
    expect(document.title).toContain('Guest list');
  });

  it('says so when nobody has booked, and shows no waitlist', async () => {
    await renderPage({ ...list, confirmedSeats: 0, guests: [], waitlist: [] });
    expect(await screen.findByRole('heading', { name: 'No guests yet' })).toBeInTheDocument();
    expect(screen.getByText('0 of 8 seats reserved')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Waitlist' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal and tries again', async () => {
    const { api, user } = await renderPage(
      apiError(403, GUEST_LIST_MESSAGES.NOT_YOUR_EVENT, 'FORBIDDEN'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(GUEST_LIST_MESSAGES.NOT_YOUR_EVENT);
    api.route('GET /api/events/42/guests', list);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ava Thompson')).toBeInTheDocument();
  });

  it('downloads the CSV under the dinner’s file name, and says when it cannot', async () => {
    const csv = '"Name","Seats","Booked at","Reservation"\r\n"Ava Thompson","1","…","7"';
    const saved: { name: string; blob?: Blob }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', blob: blob as Blob });
      return 'blob:guest-list';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved[saved.length - 1]!.name = this.download;
    });
    const { api, user } = await renderPage();
    // the list is on screen; the same address now answers the CSV the button asks for
    await screen.findByText('Ava Thompson');
    api.route(
      'GET /api/events/42/guests',
      new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('guests-letters-from-the-silk-road-2030-12-12.csv');
    expect(await saved[0]!.blob!.text()).toBe(csv);

    api.route(
      'GET /api/events/42/guests',
      apiError(403, GUEST_LIST_MESSAGES.NOT_YOUR_EVENT, 'FORBIDDEN'),
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText(GUEST_LIST_MESSAGES.NOT_YOUR_EVENT)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });
});

describe('GuestListPrintPage', () => {
  it('lays the list out for the restaurant and opens the print dialog once', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await renderPage(list, true);
    const table = await screen.findByRole('table', { name: 'Guests' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      '#NameSeatsBookedDietary needs',
      '1Ava Thompson1Dec 1, 2030 10:05 AM PSTNone',
      '2Noah PatelParty of 2Dec 2, 2030 10:05 AM PSTNone',
    ]);
    expect(screen.getByRole('table', { name: 'Waitlist' })).toHaveTextContent('Seat offered');
    expect(screen.getByText('3 of 8 seats reserved')).toBeInTheDocument();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });
});
