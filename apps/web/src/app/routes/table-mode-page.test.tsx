// @vitest-environment happy-dom
import type { CheckInResponse, Table } from '@storytable/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { queueKey } from '@/features/table-mode/lib/check-in-queue.ts';
import { type ApiCall, apiError, type RouteAnswer } from '@/test/fake-api.ts';
import { aUser } from '@/test/fixtures.ts';
import { fill, renderApp } from '@/test/render.tsx';
import { TableModePage } from './table-mode-page.tsx';

const host = aUser({ isHost: true });
const table: Table = {
  eventId: 42,
  title: 'Letters from the Silk Road',
  dateTime: '2030-12-13T03:30:00.000Z',
  timeZone: 'America/Los_Angeles',
  open: true,
  noShowOpen: false,
  seats: [
    {
      reservationId: 7,
      name: 'Ava Thompson',
      profileImage: null,
      checkedInAt: null,
      noShow: false,
    },
    { reservationId: 9, name: 'Noah Patel', profileImage: null, checkedInAt: null, noShow: false },
  ],
};

type Body = { clientId: string; reservationId?: number; code?: string; checkedIn: boolean };
/** The server's answer to a check-in: the seat it names (by id, or code 'KM7C4TQX' = Noah). */
const answer = (call: ApiCall): CheckInResponse => {
  const body = call.body as Body;
  const seat = body.code
    ? table.seats[1]
    : table.seats.find((s) => s.reservationId === body.reservationId);
  return {
    message: body.checkedIn ? 'Checked in' : 'Check-in undone',
    reservationId: seat?.reservationId ?? 0,
    name: seat?.name ?? '',
    checkedIn: body.checkedIn,
    checkedInAt: body.checkedIn ? '2030-12-13T03:31:00.000Z' : null,
    applied: true,
  };
};

function renderPage(checkIn: RouteAnswer = answer, data: Table = table) {
  return renderApp(
    <Route path="/event/:id/table">
      <TableModePage />
    </Route>,
    {
      user: host,
      path: '/event/42/table',
      api: { 'GET /api/events/42/check-ins': data, 'POST /api/events/42/check-ins': checkIn },
    },
  );
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => localStorage.clear());

describe('TableModePage', () => {
  it('checks a guest in with one tap, counts them, and undoes it with another', async () => {
    const { user, api } = await renderPage();
    const ava = await screen.findByRole('button', { name: /Ava Thompson/ });
    expect(screen.getByTestId('check-in-count')).toHaveTextContent('0 of 2 checked in');
    await user.click(ava);
    await waitFor(() => expect(ava).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('check-in-count')).toHaveTextContent('1 of 2 checked in');
    await waitFor(() => expect(api.callsTo('POST', '/api/events/42/check-ins')).toHaveLength(1));
    const [sent] = api.callsTo('POST', '/api/events/42/check-ins');
    expect(sent?.body).toMatchObject({ reservationId: 7, checkedIn: true });
    expect((sent?.body as Body | undefined)?.clientId).toMatch(uuid);

    await user.click(ava);
    await waitFor(() => expect(ava).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(api.callsTo('POST', '/api/events/42/check-ins')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/events/42/check-ins')[1]?.body).toMatchObject({
      reservationId: 7,
      checkedIn: false,
    });
    expect(screen.queryByText(/waiting to send/)).toBeNull();
  });

  it('checks in by a typed code, saying a mistyped one at once', async () => {
    const { user, api } = await renderPage();
    const field = await screen.findByLabelText('Ticket code');
    await fill(user, field, 'KM7C-4TQ');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(/Enter the 8-character code/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/events/42/check-ins')).toHaveLength(0);

    await fill(user, field, 'km7c 4tqx');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Checked in: Noah Patel')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/events/42/check-ins')[0]?.body).toMatchObject({
      code: 'KM7C4TQX',
    });
    expect(screen.getByRole('button', { name: /Noah Patel/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says a refused code and keeps nothing of it', async () => {
    const { user } = await renderPage(
      apiError(404, 'No ticket with this code for this dinner.', 'TICKET_UNKNOWN'),
    );
    await fill(user, await screen.findByLabelText('Ticket code'), 'ACDEFGHJ');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(
      await screen.findByText('No ticket with this code for this dinner.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem(queueKey(42))).toBeNull();
  });

  it('keeps check-ins made offline on the device and sends each once when back online', async () => {
    let online = false;
    const { user, api } = await renderPage((call: ApiCall) => (online ? answer(call) : undefined));
    await user.click(await screen.findByRole('button', { name: /Ava Thompson/ }));
    await user.click(screen.getByRole('button', { name: /Noah Patel/ }));
    expect(await screen.findByText('2 waiting to send')).toBeInTheDocument();
    expect(screen.getByTestId('check-in-count')).toHaveTextContent('2 of 2 checked in');
    const kept = JSON.parse(localStorage.getItem(queueKey(42)) ?? '[]') as Body[];
    expect(kept.map((k) => k.reservationId)).toEqual([7, 9]);

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(/waiting to send/)).toBeNull());
    const sent = api.callsTo('POST', '/api/events/42/check-ins').map((c) => c.body as Body);
    // the first was tried while offline, then both sent once each, with the ids made on the device
    const delivered = sent.slice(-2);
    expect(delivered.map((b) => b.clientId)).toEqual(kept.map((k) => k.clientId));
    expect(localStorage.getItem(queueKey(42))).toBeNull();
    expect(screen.getByTestId('check-in-count')).toHaveTextContent('2 of 2 checked in');
  });

  it('says when check-in is not open yet and offers no toggle', async () => {
    await renderPage(answer, { ...table, open: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Check-in opens on the day/);
    expect(screen.getByRole('button', { name: /Ava Thompson/ })).toBeDisabled();
  });
});
