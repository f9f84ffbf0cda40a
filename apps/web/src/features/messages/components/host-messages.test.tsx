// @vitest-environment happy-dom
import type { EventMessages } from '@storytable/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '@/test/fake-api.ts';
import { aUser } from '@/test/fixtures.ts';
import { fill, renderApp } from '@/test/render.tsx';
import { HostMessages } from './host-messages.tsx';

const XSS = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
const PATH = 'GET /api/events/42/messages';

function thread(over: Partial<EventMessages> = {}): EventMessages {
  return {
    eventId: 42,
    canWrite: true,
    dailyLimit: 5,
    leftToday: 3,
    messages: [
      {
        id: 1,
        body: 'Parking moved\nto the back lot',
        includeWaitlist: false,
        recipients: 4,
        sentAt: '2030-12-01T18:00:00.000Z',
      },
      {
        id: 2,
        body: XSS,
        includeWaitlist: true,
        recipients: 6,
        sentAt: '2030-12-02T18:00:00.000Z',
      },
    ],
    replies: [
      {
        id: 9,
        reservationId: 900,
        guestName: 'Ana Lima',
        guestImage: null,
        body: `Thanks! ${XSS}`,
        sentAt: '2030-12-02T19:00:00.000Z',
      },
    ],
    ...over,
  };
}

const render = (answer: unknown, more = {}) =>
  renderApp(<HostMessages eventId={42} />, { user: aUser(), api: { [PATH]: answer, ...more } });

describe('HostMessages', () => {
  it('lists what was sent, newest first, and the replies, as text only', async () => {
    await render(thread());
    const sent = await screen.findByRole('list', { name: 'Sent messages' });
    const items = within(sent).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Sent to 6 guests, the waitlist included');
    expect(items[0]).toHaveTextContent(XSS);
    expect(items[1]).toHaveTextContent('Sent to 4 guests');
    const replies = screen.getByRole('list', { name: 'Replies from guests' });
    expect(replies).toHaveTextContent(`Ana Lima`);
    expect(replies).toHaveTextContent(`Thanks! ${XSS}`);
    expect(document.querySelector('section img, section script')).toBeNull();
    expect(screen.getByText('3 messages left today')).toBeInTheDocument();
  });

  it('counts characters, refuses an empty or overlong message without sending it', async () => {
    const { api, user } = await render(thread({ messages: [], replies: [] }));
    expect(await screen.findByText('No replies yet.')).toBeInTheDocument();
    const box = screen.getByLabelText('Message to your guests');
    expect(screen.getByText('2,000 of 2,000 characters left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Write a message first.')).toBeInTheDocument();
    await fill(user, box, 'x'.repeat(2003));
    expect(screen.getByText('3 characters over')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Shorten the message to send it.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/events/42/messages')).toEqual([]);
  });

  it('sends to the table and the waitlist when asked, confirms and clears the box', async () => {
    const { api, user } = await render(thread(), {
      'POST /api/events/42/messages': {
        message: 'Message sent to 6 guests.',
        sent: {
          id: 3,
          body: 'Menu changed',
          includeWaitlist: true,
          recipients: 6,
          sentAt: '2030-12-03T18:00:00.000Z',
        },
        leftToday: 2,
      },
    });
    const box = await screen.findByLabelText('Message to your guests');
    await fill(user, box, '  Menu changed  ');
    expect(screen.getByText('1,988 of 2,000 characters left')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Include the waitlist' }));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent to 6 guests.')).toHaveAttribute('role', 'status');
    expect(api.callsTo('POST', '/api/events/42/messages')[0]?.body).toEqual({
      body: '  Menu changed  ',
      includeWaitlist: true,
    });
    expect(box).toHaveValue('');
    // the list is read again after a send
    await waitFor(() => expect(api.callsTo('GET', '/api/events/42/messages').length).toBe(2));
  });

  it("shows the server's refusal, and no box once the day's messages are used", async () => {
    const { user } = await render(thread(), {
      'POST /api/events/42/messages': apiError(
        429,
        'You have sent 5 messages for this dinner today.',
        'MESSAGE_LIMIT',
      ),
    });
    await fill(user, await screen.findByLabelText('Message to your guests'), 'One more');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('You have sent 5 messages for this dinner today.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Message to your guests')).toHaveValue('One more');
  });

  it('disables sending when none are left today', async () => {
    await render(thread({ leftToday: 0 }));
    expect(await screen.findByText('No messages left today')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('reads only, without a box, when the caller may not write', async () => {
    await render(thread({ canWrite: false }));
    expect(await screen.findByRole('list', { name: 'Sent messages' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Message to your guests')).toBeNull();
  });

  it('offers to try again when the messages fail to load', async () => {
    await render(apiError(500, 'boom', 'INTERNAL_ERROR'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the messages');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
