// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aHost, aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { SettingsPage } from './settings-page.tsx';

async function renderPage(path: string, user = aUser(), api: Record<string, unknown> = {}) {
  return renderApp(<SettingsPage />, { user, path, api });
}

const panel = () => screen.getByRole('tabpanel');

describe('SettingsPage', () => {
  it('has the five tabs of the spec and opens on Password by default', async () => {
    await renderPage('/settings');
    expect(
      within(screen.getByRole('tablist', { name: 'Settings' }))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Password', 'Email', 'Host', 'Privacy', 'Danger Zone']);
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByRole('region', { name: 'Change Password' })).toHaveTextContent(
      'Choose a new password for signing in.',
    );
  });

  it.each([
    ['email', 'Change Email'],
    ['host', 'Host Payouts'],
    ['privacy', 'Privacy & Data'],
    ['danger', 'Danger Zone'],
  ])('?tab=%s opens the %s section', async (tab, heading) => {
    await renderPage(`/settings?tab=${tab}`);
    expect(within(panel()).getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  });

  it('an unknown tab means Password', async () => {
    await renderPage('/settings?tab=billing');
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
  });

  it('choosing a tab puts it in the address', async () => {
    const { user, history } = await renderPage('/settings');
    await user.click(screen.getByRole('tab', { name: 'Privacy' }));
    expect(history.at(-1)).toBe('/settings?tab=privacy');
    expect(
      within(panel()).getByRole('heading', { level: 2, name: 'Privacy & Data' }),
    ).toBeInTheDocument();
  });

  it("shows the user's own address in the email tab", async () => {
    await renderPage('/settings?tab=email', aUser({ email: 'gina@example.com' }));
    expect(within(panel()).getByText('gina@example.com')).toBeInTheDocument();
  });

  it('says what deleting the account does in the danger zone', async () => {
    await renderPage('/settings?tab=danger');
    expect(panel()).toHaveTextContent(
      'Deleting your account cancels your upcoming reservations (with refunds) and the dinners you host',
    );
  });

  it('back from payout onboarding, refreshes the status and shows the host tab', async () => {
    const { api, history } = await renderPage('/settings?tab=host&complete=true', aHost(), {
      'POST /api/stripe/set-latest-stripe-data': { status: 'complete' },
    });
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/stripe/set-latest-stripe-data')).toHaveLength(1),
    );
    await waitFor(() => expect(history.at(-1)).toBe('/settings?tab=host'));
    expect(within(panel()).getByText('Your payout account is active')).toBeInTheDocument();
  });

  it("gives a host the notices' choices on the host tab, and a guest none", async () => {
    await renderPage('/settings?tab=host', aHost(), {
      'GET /api/user/notification-preferences': {
        booking: 'digest',
        cancellation: 'now',
        waitlist_claim: 'now',
        review: 'now',
      },
    });
    const notices = await within(panel()).findByRole('region', { name: 'Notices' });
    const bookings = await within(notices).findByRole('group', { name: 'Bookings' });
    expect(within(bookings).getByRole('radio', { name: 'In a daily digest' })).toBeChecked();
  });

  it('shows a guest no notices on the host tab (they have no dinners to hear of)', async () => {
    const { api } = await renderPage('/settings?tab=host', aUser());
    expect(within(panel()).queryByRole('region', { name: 'Notices' })).toBeNull();
    expect(api.callsTo('GET', '/api/user/notification-preferences')).toHaveLength(0);
  });
});
