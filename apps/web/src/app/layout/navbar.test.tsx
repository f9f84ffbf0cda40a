// @vitest-environment happy-dom
import type { CurrentUser } from '@storytable/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthDialog } from '@/lib/auth-dialog.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { aHost, aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { Navbar } from './navbar.tsx';

/** The bar as the shell draws it: for whoever GET /api/user says is signed in. */
function Shell() {
  const { user } = useCurrentUser();
  const dialog = useAuthDialog();
  return (
    <>
      <Navbar user={user} />
      <output aria-label="auth dialog">{dialog.open ? dialog.mode : 'closed'}</output>
    </>
  );
}

async function renderBar(user: CurrentUser | null, path = '/events') {
  return renderApp(<Shell />, { user, path, api: { 'POST /api/logout': null } });
}

const bar = () => screen.getByRole('navigation', { name: 'Main' });
const dialogState = () => screen.getByRole('status', { name: 'auth dialog' });

describe('Navbar', () => {
  it("offers a visitor 'Log in' and 'Sign up', each opening the auth dialog in its mode", async () => {
    const { user } = await renderBar(null);
    await user.click(within(bar()).getByRole('button', { name: 'Log in' }));
    expect(dialogState()).toHaveTextContent('login');
    await user.click(within(bar()).getByRole('button', { name: 'Sign up' }));
    expect(dialogState()).toHaveTextContent('register');
    expect(within(bar()).queryByRole('link', { name: 'Profile' })).toBeNull();
  });

  it('shows a signed-in guest Events, Profile and Settings, the current page marked', async () => {
    await renderBar(aUser(), '/settings');
    const links = within(bar()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Storytable',
      'Events',
      'Profile',
      'Settings',
    ]);
    expect(within(bar()).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(bar()).getByRole('link', { name: 'Events' })).not.toHaveAttribute('aria-current');
    expect(within(bar()).queryByRole('button', { name: 'Create Event' })).toBeNull();
    expect(within(bar()).getByRole('button', { name: 'Logout' })).toBeEnabled();
  });

  it("marks a link active on the pages under it ('/events/...' under Events)", async () => {
    await renderBar(aUser(), '/events/42');
    expect(within(bar()).getByRole('link', { name: 'Events' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("shows an admin only 'Admin Dashboard'", async () => {
    await renderBar(aUser({ isAdmin: true, isHost: true }), '/admin');
    const links = within(bar()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Storytable', 'Admin Dashboard']);
    expect(within(bar()).queryByRole('button', { name: 'Create Event' })).toBeNull();
  });

  it("takes a host with payouts set up to /create from 'Create Event'", async () => {
    const { user, history } = await renderBar(aHost());
    await user.click(within(bar()).getByRole('button', { name: 'Create Event' }));
    expect(history.at(-1)).toBe('/create');
  });

  it('explains to a host without payouts that setup comes first, and goes to the host tab', async () => {
    const { user, history } = await renderBar(aHost({ stripeConnectOnboardingComplete: false }));
    await user.click(within(bar()).getByRole('button', { name: 'Create Event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stripe Account Setup Required' });
    expect(history).toEqual(['/events']);
    await user.click(within(dialog).getByRole('button', { name: 'Setup Stripe Account' }));
    expect(history.at(-1)).toBe('/settings?tab=host');
  });

  it('logs out: POST /api/logout, a toast, and the visitor bar', async () => {
    const { user, api } = await renderBar(aUser());
    await user.click(within(bar()).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Successfully logged out')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/logout')).toHaveLength(1);
    await waitFor(() =>
      expect(within(bar()).getByRole('button', { name: 'Log in' })).toBeInTheDocument(),
    );
  });
});

describe('the mobile menu', () => {
  it('opens from Menu with focus inside, and shows a visitor Browse Events', async () => {
    const { user } = await renderBar(null);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Browse Events' })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const browse = screen.getByRole('link', { name: 'Browse Events' });
    await waitFor(() => expect(browse).toHaveFocus());
  });

  it('shows who is signed in', async () => {
    const { user } = await renderBar(aUser({ name: 'Gina Guest', email: 'gina@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = document.getElementById('mobile-menu') as HTMLElement;
    expect(within(menu).getByText('Gina Guest')).toBeInTheDocument();
    expect(within(menu).getByText('gina@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('closes on Escape, giving focus back to Menu', async () => {
    const { user } = await renderBar(null);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes on a press outside the bar', async () => {
    const { user } = await renderApp(
      <>
        <Navbar user={null} />
        <p>Elsewhere on the page</p>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Elsewhere on the page'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is followed', async () => {
    const { user, history } = await renderBar(aUser(), '/profile');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const menu = document.getElementById('mobile-menu') as HTMLElement;
    await user.click(within(menu).getByRole('link', { name: 'Settings' }));
    expect(history.at(-1)).toBe('/settings');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("closes before opening the auth dialog from 'Sign up'", async () => {
    const { user } = await renderBar(null);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const menu = document.getElementById('mobile-menu') as HTMLElement;
    await user.click(within(menu).getByRole('button', { name: 'Sign up' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(dialogState()).toHaveTextContent('register');
  });
});
