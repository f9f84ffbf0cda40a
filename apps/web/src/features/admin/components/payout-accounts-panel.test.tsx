// @vitest-environment happy-dom
import type { ConnectAccount } from '@storytable/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteAnswer } from '@/test/fake-api.ts';
import { apiError } from '@/test/fake-api.ts';
import { aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { PayoutAccountsPanel } from './payout-accounts-panel.tsx';

const admin = aUser({ id: 1, isAdmin: true });

function anAccount(overrides: Partial<ConnectAccount> = {}): ConnectAccount {
  return {
    id: 'acct_1',
    metadata: { userId: '7' },
    business_profile: { name: 'Hannah Host' },
    email: 'hannah@example.com',
    charges_enabled: true,
    created: Date.parse('2026-10-02T12:00:00.000Z') / 1000,
    ...overrides,
  };
}

/** The panel, the provider holding `accounts` until one is deleted. */
async function renderPanel(accounts: ConnectAccount[], api: Record<string, RouteAnswer> = {}) {
  let held = [...accounts];
  return renderApp(<PayoutAccountsPanel />, {
    user: admin,
    path: '/admin?tab=settings',
    api: {
      'GET /api/stripe/list-accounts': () => held,
      'DELETE /api/stripe/connect-account/acct_2': () => {
        held = held.filter((a) => a.id !== 'acct_2');
        return { id: 'acct_2', deleted: true };
      },
      'DELETE /api/stripe/cleanup-accounts': () => {
        const deleted = held.filter((a) => !a.metadata.userId).length;
        held = held.filter((a) => a.metadata.userId);
        return { deleted };
      },
      ...api,
    },
  });
}

const two = [
  anAccount(),
  anAccount({
    id: 'acct_2',
    metadata: {},
    business_profile: { name: null },
    email: null,
    charges_enabled: false,
  }),
];

describe('PayoutAccountsPanel', () => {
  it('lists each account with its name, email, badge, id and creation day', async () => {
    await renderPanel(two);
    expect(await screen.findByText('2 accounts')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Hannah Host',
    );
    expect(items[0]).toHaveTextContent('Active');
    expect(items[0]).toHaveTextContent('hannah@example.com');
    expect(items[0]).toHaveTextContent('acct_1 · created Oct 2, 2026');
    expect(items[1]).toHaveTextContent('No business name');
    expect(items[1]).toHaveTextContent('No email');
    expect(items[1]).toHaveTextContent('Pending');
  });

  it('says when there is no account, and disables the clean-up', async () => {
    await renderPanel([]);
    expect(await screen.findByText('No payout accounts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clean up unused accounts' })).toBeDisabled();
  });

  it('deletes one account after saying what follows', async () => {
    const { user, api } = await renderPanel(two);
    await user.click(await screen.findByRole('button', { name: 'Delete payout account acct_2' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this payout account?' });
    expect(dialog).toHaveAccessibleDescription('acct_2 (acct_2). This cannot be undone.');
    expect(
      within(dialog).getByText('The account is deleted at the payment provider.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(await screen.findByText('Payout account deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('1 account')).toBeInTheDocument());
    expect(api.callsTo('DELETE', '/api/stripe/connect-account/acct_2')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says inline and in a toast why a deletion failed, keeping the dialog open', async () => {
    const { user } = await renderPanel(two, {
      'DELETE /api/stripe/connect-account/acct_1': apiError(
        409,
        'This account still has a balance',
        'CONFLICT',
      ),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Delete payout account Hannah Host' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this payout account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This account still has a balance',
    );
    expect(screen.getAllByText('This account still has a balance')).toHaveLength(2);
  });

  it('cleans up the unused accounts and says how many went', async () => {
    const { user } = await renderPanel(two);
    await screen.findByText('2 accounts');
    await user.click(screen.getByRole('button', { name: 'Clean up unused accounts' }));
    const dialog = screen.getByRole('dialog', { name: 'Clean up unused payout accounts?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clean up' }));
    expect(await screen.findByText('1 unused payout account deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('1 account')).toBeInTheDocument());
  });

  it("toasts a failed read with the spec's words and offers to try again", async () => {
    await renderPanel([], {
      'GET /api/stripe/list-accounts': new Response('x', { status: 500, statusText: 'Oops' }),
    });
    // the toast and the tab's own error
    await waitFor(() =>
      expect(screen.getAllByText('Failed to fetch Stripe Connect accounts')).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
