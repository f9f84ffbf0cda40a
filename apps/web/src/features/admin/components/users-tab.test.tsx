// @vitest-environment happy-dom
import type { AdminUser } from '@storytable/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdminUser } from '@/test/admin-fixtures.ts';
import type { ApiCall } from '@/test/fake-api.ts';
import { aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { UsersTab } from './users-tab.tsx';

const admin = aUser({ id: 1, isAdmin: true });
const people: AdminUser[] = [
  anAdminUser({
    id: 1,
    name: 'Ada Admin',
    username: 'admin',
    email: 'admin@example.com',
    isAdmin: true,
  }),
  anAdminUser({ id: 21, name: 'Amir Applicant', username: 'amir', email: 'amir@example.com' }),
  anAdminUser({
    id: 22,
    name: 'Gina Guest',
    username: 'guest',
    email: 'gina@example.com',
    emailVerified: false,
  }),
];

/** GET /api/admin/users filtering `held` as the server does, `pageSize` a page. */
async function renderTab(pageSize = 20) {
  let held = [...people];
  return renderApp(<UsersTab />, {
    user: admin,
    path: '/admin?tab=users',
    api: {
      'GET /api/admin/users': ({ url }: ApiCall) => {
        const params = new URL(url, 'http://x').searchParams;
        const search = (params.get('search') ?? '').toLowerCase();
        const page = Number(params.get('page'));
        const found = held.filter((u) =>
          [u.name, u.username, u.email].some((v) => v.toLowerCase().includes(search)),
        );
        return {
          users: found.slice((page - 1) * pageSize, page * pageSize),
          total: found.length,
          page,
          pageSize,
          totalPages: Math.ceil(found.length / pageSize),
        };
      },
      'DELETE /api/admin/users/22': () => {
        held = held.filter((u) => u.id !== 22);
        return { message: 'User deleted' };
      },
    },
  });
}

const list = () => screen.getByRole('list', { name: 'Users' });

describe('UsersTab', () => {
  it('lists the users with their role, join date and what is not verified', async () => {
    await renderTab();
    expect(await screen.findByText('Showing 1–3 of 3 users')).toBeInTheDocument();
    const rows = within(list()).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Ada Admin');
    expect(rows[0]).toHaveTextContent('Admin');
    expect(rows[1]).toHaveTextContent('Joined Sep 14, 2026');
    expect(rows[2]).toHaveTextContent('· email not verified');
  });

  it("offers no dead 'Make Admin', says how admins are made, and 'Delete User' for admins (#32.20)", async () => {
    await renderTab();
    await screen.findByText('Showing 1–3 of 3 users');
    expect(screen.queryByRole('button', { name: /Make Admin/ })).toBeNull();
    expect(
      screen.getByText(/^Make Admin is not offered here: admins are made on the server/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete User Ada Admin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete User Amir Applicant' })).toBeEnabled();
  });

  it('searches by name, username or email, case-insensitive, once typing stops', async () => {
    const { user, api } = await renderTab();
    await screen.findByText('Showing 1–3 of 3 users');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'GINA');
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(list()).toHaveTextContent('Gina Guest');
    const searches = api.callsTo('GET', '/api/admin/users').map((c) => c.url);
    // one request for the settled text, not one a key
    expect(searches).toEqual(['/api/admin/users?page=1', '/api/admin/users?page=1&search=GINA']);
  });

  it('says when nobody matches', async () => {
    const { user } = await renderTab();
    await screen.findByText('Showing 1–3 of 3 users');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody');
    expect(await screen.findByText('No users match your search')).toBeInTheDocument();
  });

  it('deletes a user after confirming, and the list follows', async () => {
    const { user, api } = await renderTab();
    await screen.findByText('Showing 1–3 of 3 users');
    await user.click(screen.getByRole('button', { name: 'Delete User Gina Guest' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Gina Guest?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('Showing 1–2 of 2 users')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/admin/users/22')).toHaveLength(1);
    expect(screen.getByText('User deleted')).toBeInTheDocument();
  });

  it('pages through the users', async () => {
    const { user } = await renderTab(2);
    expect(await screen.findByText('Showing 1–2 of 3 users')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Users pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 3–3 of 3 users')).toBeInTheDocument();
    expect(list()).toHaveTextContent('Gina Guest');
  });
});
