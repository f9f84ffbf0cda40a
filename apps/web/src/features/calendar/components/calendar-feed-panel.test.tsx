// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteAnswer } from '@/test/fake-api.ts';
import { apiError } from '@/test/fake-api.ts';
import { aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { CalendarFeedPanel } from './calendar-feed-panel.tsx';

const FEED = 'http://localhost/api/calendar/users/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const NEW_FEED =
  'http://localhost/api/calendar/users/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

async function renderPanel(current: RouteAnswer, reset: RouteAnswer = { url: NEW_FEED }) {
  return renderApp(<CalendarFeedPanel />, {
    user: aUser(),
    path: '/settings?tab=privacy',
    api: {
      'GET /api/user/calendar-token': current,
      'POST /api/user/calendar-token': reset,
    },
  });
}

describe('CalendarFeedPanel', () => {
  it('before the first feed, offers to create one and then shows its address', async () => {
    const { user, api } = await renderPanel({ url: null });
    const create = await screen.findByRole('button', { name: 'Create my calendar feed' });
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(create);
    expect(await screen.findByRole('textbox', { name: 'Your calendar feed address' })).toHaveValue(
      NEW_FEED,
    );
    expect(await screen.findByText('Calendar feed ready')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset address' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/calendar-token')).toHaveLength(1);
  });

  it('copies the address, and a reset retires it for a new one', async () => {
    const { user } = await renderPanel({ url: FEED });
    const field = await screen.findByRole('textbox', { name: 'Your calendar feed address' });
    expect(field).toHaveValue(FEED);
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe(FEED);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset address' }));
    expect(await screen.findByText('Calendar feed reset')).toBeInTheDocument();
    expect(
      screen.getByText('The old address no longer works. Subscribe with the new one.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue(NEW_FEED);
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
  });

  it('a failed reset keeps the old address and says so', async () => {
    const { user } = await renderPanel(
      { url: FEED },
      apiError(429, 'Too many requests. Please try again later.', 'RATE_LIMITED'),
    );
    await user.click(await screen.findByRole('button', { name: 'Reset address' }));
    const toast = await screen.findByText('Too many requests. Please try again later.');
    expect(toast).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your calendar feed address' })).toHaveValue(FEED);
  });

  it('a failed load says so and tries again', async () => {
    let fail = true;
    const { user } = await renderPanel(() =>
      fail
        ? new Response('down', { status: 503, statusText: 'Service Unavailable' })
        : { url: FEED },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load your calendar feed');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Your calendar feed address' })).toHaveValue(
      FEED,
    );
  });
});
