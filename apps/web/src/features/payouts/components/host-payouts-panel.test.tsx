// @vitest-environment happy-dom
import { type CurrentUser, PAYMENT_MESSAGES } from '@storytable/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aHost, aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { HostPayoutsPanel } from './host-payouts-panel.tsx';

const notConnected = aHost({
  stripeConnectId: null,
  stripeConnectStatus: null,
  stripeConnectOnboardingComplete: false,
});
const pending = aHost({ stripeConnectStatus: 'pending', stripeConnectOnboardingComplete: false });

async function renderPanel(user: CurrentUser, api: Record<string, unknown> = {}, checking = false) {
  return renderApp(<HostPayoutsPanel user={user} checking={checking} />, {
    user,
    path: '/settings?tab=host',
    api,
  });
}

const section = () => screen.getByRole('region', { name: 'Host Payouts' });

describe('HostPayoutsPanel', () => {
  it('tells a guest that payouts come after a host application', async () => {
    await renderPanel(aUser());
    expect(section()).toHaveTextContent(
      'Payouts are for hosts. Hosting on Storytable starts with a host application',
    );
    expect(within(section()).queryByRole('button')).toBeNull();
  });

  it('tells an applicant their application is being reviewed', async () => {
    await renderPanel(aUser({ manualReviewStatus: 'pending' }));
    expect(section()).toHaveTextContent('Thanks for applying to host.');
  });

  it("shows a connected host 'Complete' and the way to create an event", async () => {
    await renderPanel(aHost());
    expect(within(section()).getByText('Complete')).toBeInTheDocument();
    expect(within(section()).getByText('Your payout account is active')).toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'Create Event' })).toHaveAttribute(
      'href',
      '/create',
    );
    expect(within(section()).queryByRole('button', { name: 'Setup Stripe Account' })).toBeNull();
  });

  it("offers a host without an account 'Setup Stripe Account', which starts onboarding", async () => {
    const { user, api } = await renderPanel(notConnected, {
      // the provider's page takes its time: the button says where it is going meanwhile
      'POST /api/stripe/create-connect-account': new Promise<Response>(() => {}),
    });
    expect(within(section()).getByText('Not connected')).toBeInTheDocument();
    expect(section()).toHaveTextContent('Connecting it is a one-time setup');
    expect(within(section()).queryByRole('button', { name: 'Check status' })).toBeNull();
    await user.click(within(section()).getByRole('button', { name: 'Setup Stripe Account' }));
    expect(
      within(section()).getByRole('button', { name: 'Redirecting to Stripe...' }),
    ).toBeDisabled();
    expect(api.callsTo('POST', '/api/stripe/create-connect-account')).toHaveLength(1);
  });

  it('toasts a failed setup with the spec’s words', async () => {
    const { user } = await renderPanel(notConnected, {
      'POST /api/stripe/create-connect-account': new Response('x', {
        status: 502,
        statusText: 'Bad Gateway',
      }),
    });
    await user.click(within(section()).getByRole('button', { name: 'Setup Stripe Account' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.SETUP_FAILED)).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Setup Stripe Account' })).toBeEnabled();
  });

  it("says a pending account must be finished, and 'Check status' asks the provider", async () => {
    const { user, api } = await renderPanel(pending, {
      'POST /api/stripe/set-latest-stripe-data': { status: 'complete' },
      'GET /api/user': aHost(),
    });
    expect(within(section()).getByText('Pending')).toBeInTheDocument();
    expect(section()).toHaveTextContent('Your Stripe account exists but is not active yet');
    await user.click(within(section()).getByRole('button', { name: 'Check status' }));
    await screen.findByRole('button', { name: 'Check status' });
    expect(api.callsTo('POST', '/api/stripe/set-latest-stripe-data')).toHaveLength(1);
  });

  it('says it is checking after the provider sent the host back', async () => {
    await renderPanel(pending, {}, true);
    expect(within(section()).getByRole('status')).toHaveTextContent(
      'Checking your payout status...',
    );
    expect(within(section()).getByRole('button', { name: 'Check status' })).toBeDisabled();
  });
});
