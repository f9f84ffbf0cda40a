// @vitest-environment happy-dom
import type { HostJoinRequest } from '@storytable/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type RouteAnswer } from '@/test/fake-api.ts';
import { aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { reviewSummary } from './request-card.tsx';
import { RequestsList } from './requests-list.tsx';

const host = aUser({ isHost: true });
const pending: HostJoinRequest = {
  id: 7,
  eventId: 42,
  status: 'pending',
  seats: 2,
  amount: 8302,
  answer: 'The night my grandmother taught me bread.',
  createdAt: '2030-12-01T18:00:00.000Z',
  expiresAt: '2030-12-04T18:00:00.000Z',
  reservationId: null,
  guest: { id: 5, name: 'Ava Thompson', profileImage: null, reviewCount: 2, averageRating: 4.5 },
  partySeats: [
    { name: 'Ava Thompson', needs: ['vegetarian'], note: null },
    { name: 'Noor', needs: ['nut_allergy'], note: 'Carries an EpiPen.' },
  ],
};
const declined: HostJoinRequest = {
  ...pending,
  id: 8,
  status: 'declined',
  answer: null,
  guest: { ...pending.guest, id: 6, name: 'Liam Okafor', reviewCount: 0, averageRating: null },
};

function renderList(answer: RouteAnswer, more: Record<string, RouteAnswer> = {}) {
  return renderApp(<RequestsList eventId={42} />, {
    user: host,
    api: { 'GET /api/events/42/requests': answer, ...more },
  });
}

describe('RequestsList', () => {
  it('shows waiting requests first with the party, the answer and the held amount', async () => {
    await renderList([declined, pending]);
    const names = await screen.findAllByRole('heading', { level: 3 });
    expect(names.map((h) => h.textContent)).toEqual(['Ava Thompson', 'Liam Okafor']);
    expect(screen.getByText('1 waiting for your answer')).toBeInTheDocument();
    const party = screen.getByRole('list', { name: "Ava Thompson's party" });
    expect(within(party).getByText(/Nut allergy \(Carries an EpiPen\.\)/)).toBeInTheDocument();
    expect(screen.getByText(pending.answer ?? '')).toBeInTheDocument();
    expect(screen.getAllByText(/\$83\.02 held on their card/)).toHaveLength(2);
    // answered requests have no buttons
    expect(screen.queryByRole('button', { name: 'Approve Liam Okafor' })).toBeNull();
  });

  it('approves a request and reads the list again', async () => {
    let approved = false;
    const { api, user } = await renderList(
      () => (approved ? [{ ...pending, status: 'approved' }] : [pending]),
      {
        'POST /api/requests/7/approve': () => {
          approved = true;
          return { message: 'Request approved: the seats are theirs.', request: pending };
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Approve Ava Thompson' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/requests/7/approve')).toHaveLength(1));
    await waitFor(() => expect(screen.getByText('Approved')).toBeInTheDocument());
  });

  it('says so when there are no requests', async () => {
    await renderList([]);
    expect(await screen.findByText('No requests yet')).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    await renderList(
      apiError(403, 'Only the host of this dinner or an admin can answer its requests.'),
    );
    expect(
      await screen.findByText('Only the host of this dinner or an admin can answer its requests.'),
    ).toBeInTheDocument();
  });

  it('summarises the reviews a guest wrote', () => {
    expect(reviewSummary(pending.guest)).toBe('4.5 average over 2 reviews written');
    expect(reviewSummary(declined.guest)).toBe('No reviews written yet');
  });
});
