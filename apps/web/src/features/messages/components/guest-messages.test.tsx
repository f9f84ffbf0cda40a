// @vitest-environment happy-dom
import type { ReservationMessages } from '@storytable/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '@/test/fake-api.ts';
import { aUser } from '@/test/fixtures.ts';
import { fill, renderApp } from '@/test/render.tsx';
import { GuestMessages } from './guest-messages.tsx';

const XSS = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
const GET = 'GET /api/reservations/900/messages';
const POST = 'POST /api/reservations/900/replies';

const thread = (over: Partial<ReservationMessages> = {}): ReservationMessages => ({
  reservationId: 900,
  hostName: 'Hannah Reyes',
  messages: [
    { id: 1, body: 'Parking moved', sentAt: '2030-12-01T18:00:00.000Z' },
    { id: 2, body: XSS, sentAt: '2030-12-02T18:00:00.000Z' },
  ],
  replies: [],
  ...over,
});

const render = (api: Record<string, unknown>) =>
  renderApp(<GuestMessages reservationId={900} />, { user: aUser(), api });

describe('GuestMessages', () => {
  it("shows the host's messages newest first, as text, never as HTML", async () => {
    await render({ [GET]: thread() });
    const list = await screen.findByRole('list', { name: 'From Hannah Reyes, your host' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(XSS);
    expect(items[1]).toHaveTextContent('Parking moved');
    expect(list.querySelector('img, script')).toBeNull();
  });

  it('says when the host has not written yet', async () => {
    await render({ [GET]: thread({ messages: [] }) });
    expect(
      await screen.findByText(/No messages yet. When Hannah Reyes writes to the table/),
    ).toBeInTheDocument();
  });

  it('sends a reply to the host, confirms it and reads the thread again', async () => {
    const { api, user } = await render({
      [GET]: thread(),
      [POST]: {
        message: 'Reply sent to your host.',
        reply: { id: 5, body: 'Thanks', sentAt: '2030-12-02T19:00:00.000Z' },
      },
    });
    const box = await screen.findByLabelText('Reply to Hannah Reyes');
    await fill(user, box, 'Thanks');
    await user.keyboard('{Tab}');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent to your host.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/reservations/900/replies')[0]?.body).toEqual({
      body: 'Thanks',
    });
    expect(box).toHaveValue('');
  });

  it("lists the guest's own replies and shows a refusal as the server words it", async () => {
    const { user } = await render({
      [GET]: thread({
        replies: [{ id: 5, body: 'See you there', sentAt: '2030-12-02T19:00:00.000Z' }],
      }),
      [POST]: apiError(
        403,
        'Messages are for guests with a seat. This reservation was cancelled.',
        'NO_SEAT',
      ),
    });
    expect(await screen.findByRole('list', { name: 'Your replies' })).toHaveTextContent(
      'See you there',
    );
    await fill(user, screen.getByLabelText('Reply to Hannah Reyes'), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(/This reservation was cancelled/)).toBeInTheDocument();
  });

  it('offers to try again when the messages fail to load', async () => {
    await render({ [GET]: apiError(500, 'boom', 'INTERNAL_ERROR') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the messages');
  });
});
