// @vitest-environment happy-dom
import type { GuestJoinRequest } from '@storytable/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { PendingRequests } from './pending-requests.tsx';

const waiting: GuestJoinRequest = {
  id: 9,
  eventId: 42,
  status: 'pending',
  seats: 2,
  amount: 8302,
  answer: null,
  createdAt: '2030-12-01T18:00:00.000Z',
  expiresAt: '2030-12-04T18:00:00.000Z',
  reservationId: null,
  event: {
    id: 42,
    title: 'Letters from the Silk Road',
    dateTime: '2030-12-13T03:30:00.000Z',
    timeZone: 'America/Los_Angeles',
  },
};

describe('PendingRequests', () => {
  it('lists the guest’s waiting requests and withdraws one', async () => {
    let open = [waiting];
    const { user, api } = await renderApp(<PendingRequests />, {
      user: aUser(),
      api: {
        'GET /api/requests': () => open,
        'POST /api/requests/9/withdraw': () => {
          open = [];
          return { message: 'Request withdrawn.', request: { ...waiting, status: 'withdrawn' } };
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Waiting for the host' })).toBeVisible();
    expect(screen.getByText(/2 seats requested · charged only if approved/)).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Withdraw your request for Letters from the Silk Road' }),
    );
    await waitFor(() => expect(api.callsTo('POST', '/api/requests/9/withdraw')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Waiting for the host' })).toBeNull(),
    );
  });

  it('shows nothing without requests', async () => {
    const { api } = await renderApp(<PendingRequests />, {
      user: aUser(),
      api: { 'GET /api/requests': [] },
    });
    await waitFor(() => expect(api.callsTo('GET', '/api/requests')).toHaveLength(1));
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
