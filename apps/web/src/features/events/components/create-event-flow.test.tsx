// @vitest-environment happy-dom
import { OPENING_MESSAGES, zonedDateTime } from '@storytable/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fillValidEvent, inThreeWeeks } from '@/test/event-form-steps.ts';
import { apiError } from '@/test/fake-api.ts';
import { aHost, anEvent } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { todayIn } from '../lib/form-options.ts';
import { CreateEventFlow } from './create-event-flow.tsx';

const host = aHost();
const created = anEvent({ id: 77, title: 'Letters from the Silk Road' });
const TERMS_BOX = 'I agree to the community guidelines';

async function renderFlow(user = host, api: Record<string, unknown> = {}) {
  return renderApp(<CreateEventFlow user={user} />, {
    user,
    path: '/create',
    api: { 'POST /api/events': created, ...api },
  });
}

type Driver = Awaited<ReturnType<typeof renderFlow>>['user'];

async function acceptHostTerms(user: Driver) {
  const terms = await screen.findByRole('dialog', { name: 'Community Guidelines' });
  expect(
    within(terms).getByText(
      'As a host you set the tone of the table. Before you publish, please confirm you will follow our community guidelines.',
    ),
  ).toBeInTheDocument();
  await user.click(within(terms).getByRole('checkbox', { name: TERMS_BOX }));
  await user.click(within(terms).getByRole('button', { name: 'Accept' }));
}

describe('CreateEventFlow', () => {
  it('publishes: form, host terms, confirmation, POST /api/events, then home', async () => {
    const { user, api, history } = await renderFlow();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Event' })).toBeInTheDocument();
    await fillValidEvent(user);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await acceptHostTerms(user);

    const confirm = await screen.findByRole('dialog', { name: 'Confirm your event' });
    const rows = within(confirm)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(rows).toEqual([
      'Letters from the Silk Road',
      'World History',
      expect.any(String),
      '7:00 PM PST',
      'Olive & Ember',
      'Sacramento, California',
      'Up to 8',
      '$45.00',
    ]);
    expect(api.callsTo('POST', '/api/events')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Create Event' }));

    await waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(api.callsTo('POST', '/api/events').map((c) => c.body)).toEqual([
      {
        title: 'Letters from the Silk Road',
        description: 'Merchants, monks and runaway princesses.',
        state: 'CA',
        city: 'Sacramento',
        restaurantName: 'Olive & Ember',
        streetAddress: '1801 L St',
        neighborhood: 'Midtown',
        date: inThreeWeeks,
        time: '19:00',
        isFreeEvent: false,
        price: 4500,
        capacity: 8,
        tags: ['World History'],
        refundPolicy: 'flexible',
        maxSeatsPerBooking: 2,
        requiresApproval: false,
        dateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT0[23]:00:00\.000Z$/),
      },
    ]);
    expect(screen.getByText('Event created')).toBeInTheDocument();
    expect(
      screen.getByText('“Letters from the Silk Road” is now open for reservations.'),
    ).toBeInTheDocument();
  });

  it('sends the opening, read in the dinner zone, and says when half of it is missing', async () => {
    const { user, api } = await renderFlow();
    await fillValidEvent(user);
    const opensOn = todayIn('America/Los_Angeles', new Date(Date.now() + 7 * 86_400_000));
    await user.type(screen.getByLabelText('Opening date'), opensOn);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText(OPENING_MESSAGES.invalid)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Opening time'), '10:00');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await acceptHostTerms(user);
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your event' });
    await user.click(within(confirm).getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/events')).toHaveLength(1));
    const body = api.callsTo('POST', '/api/events')[0]!.body as { opensAt: string };
    expect(body.opensAt).toBe(
      zonedDateTime(opensOn, '10:00', 'America/Los_Angeles')!.toISOString(),
    );
  });

  it('sends a host without a payout account to the setup dialog first', async () => {
    const unpaid = aHost({ stripeConnectOnboardingComplete: false, stripeConnectStatus: null });
    const { user, history, api } = await renderFlow(unpaid);
    await fillValidEvent(user);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));

    const setup = await screen.findByRole('dialog', { name: 'Stripe Account Setup Required' });
    expect(screen.queryByRole('dialog', { name: 'Community Guidelines' })).not.toBeInTheDocument();
    await user.click(within(setup).getByRole('button', { name: 'Setup Stripe Account' }));
    await waitFor(() => expect(history.at(-1)).toBe('/settings?tab=host'));
    expect(api.callsTo('POST', '/api/events')).toHaveLength(0);
  });

  it('a pending payout account also needs the setup', async () => {
    const pending = aHost({ stripeConnectStatus: 'pending' });
    const { user } = await renderFlow(pending);
    await fillValidEvent(user);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(
      await screen.findByRole('dialog', { name: 'Stripe Account Setup Required' }),
    ).toBeInTheDocument();
  });

  it('cancelling the setup dialog keeps the form as it was', async () => {
    const unpaid = aHost({ stripeConnectOnboardingComplete: false });
    const { user } = await renderFlow(unpaid);
    await fillValidEvent(user);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    const setup = await screen.findByRole('dialog', { name: 'Stripe Account Setup Required' });
    await user.click(within(setup).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Letters from the Silk Road',
    );
  });

  it('goes back to the setup when the server says payouts are missing', async () => {
    const { user } = await renderFlow(host, {
      'POST /api/events': apiError(
        403,
        'Complete your payout setup before creating events.',
        'PAYOUT_SETUP_REQUIRED',
      ),
    });
    await fillValidEvent(user);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await acceptHostTerms(user);
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your event' });
    await user.click(within(confirm).getByRole('button', { name: 'Create Event' }));
    expect(
      await screen.findByRole('dialog', { name: 'Stripe Account Setup Required' }),
    ).toBeInTheDocument();
  });

  it('shows another refusal as an error toast and stays on the form', async () => {
    const { user, history } = await renderFlow(host, {
      'POST /api/events': apiError(400, 'Please choose a city in the selected state'),
    });
    await fillValidEvent(user);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await acceptHostTerms(user);
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your event' });
    await user.click(within(confirm).getByRole('button', { name: 'Create Event' }));

    expect(
      await screen.findByText('Please choose a city in the selected state'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(history).toEqual(['/create']);
  });

  it("'Back to editing' leaves the form filled and publishes nothing", async () => {
    const { user, api } = await renderFlow();
    await fillValidEvent(user);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await acceptHostTerms(user);
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your event' });
    await user.click(within(confirm).getByRole('button', { name: 'Back to editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Sacramento');
    expect(api.callsTo('POST', '/api/events')).toHaveLength(0);
  });
});
