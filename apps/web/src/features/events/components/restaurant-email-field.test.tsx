// @vitest-environment happy-dom
import { RESTAURANT_BRIEF_MESSAGES } from '@storytable/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fillValidEvent } from '@/test/event-form-steps.ts';
import { aHost, anEvent } from '@/test/fixtures.ts';
import { fill, renderApp } from '@/test/render.tsx';
import { CreateEventFlow } from './create-event-flow.tsx';

const host = aHost();
const FIELD = 'Restaurant email (optional)';

async function renderFlow() {
  return renderApp(<CreateEventFlow user={host} />, {
    user: host,
    path: '/create',
    api: { 'POST /api/events': anEvent({ id: 78 }) },
  });
}

async function publish(user: Awaited<ReturnType<typeof renderFlow>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Create Event' }));
  const terms = await screen.findByRole('dialog', { name: 'Community Guidelines' });
  await user.click(within(terms).getByRole('checkbox'));
  await user.click(within(terms).getByRole('button', { name: 'Accept' }));
  const confirm = await screen.findByRole('dialog', { name: 'Confirm your event' });
  await user.click(within(confirm).getByRole('button', { name: 'Create Event' }));
}

describe('the restaurant email on the create event form', () => {
  it('tells the host guests never see it, and sends it with the dinner', async () => {
    const { user, api } = await renderFlow();
    const input = screen.getByRole('textbox', { name: FIELD });
    expect(input).toHaveAccessibleDescription(RESTAURANT_BRIEF_MESSAGES.hint);
    await fillValidEvent(user);
    await fill(user, input, ' Bookings@Olive-Ember.test ');
    await publish(user);
    await waitFor(() => expect(api.callsTo('POST', '/api/events')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/events')[0]!.body).toMatchObject({
      restaurantEmail: 'bookings@olive-ember.test',
    });
  });

  it('refuses an address that is not one, and publishes nothing', async () => {
    const { user, api } = await renderFlow();
    await fillValidEvent(user);
    await fill(user, screen.getByRole('textbox', { name: FIELD }), 'the bistro');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(RESTAURANT_BRIEF_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Community Guidelines' })).toBeNull();
    expect(api.callsTo('POST', '/api/events')).toHaveLength(0);
  });
});
