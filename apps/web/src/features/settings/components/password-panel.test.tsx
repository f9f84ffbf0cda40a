// @vitest-environment happy-dom
import { SETTINGS_MESSAGES } from '@storytable/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '@/test/fake-api.ts';
import { aUser } from '@/test/fixtures.ts';
import { fill, renderApp } from '@/test/render.tsx';
import { PasswordPanel } from './password-panel.tsx';

const SIGNED_OUT_ELSEWHERE =
  'You are still signed in here; every other device and browser has been signed out.';

async function renderPanel(api: Record<string, unknown> = {}) {
  return renderApp(<PasswordPanel />, {
    user: aUser(),
    path: '/settings',
    api: { 'POST /api/user/password': { message: SETTINGS_MESSAGES.PASSWORD_CHANGED }, ...api },
  });
}

type Driver = Awaited<ReturnType<typeof renderPanel>>['user'];

const current = () => screen.getByLabelText('Current password');
const next = () => screen.getByLabelText('New password');
const confirm = () => screen.getByLabelText('Confirm new password');

async function change(user: Driver, values: [string, string, string]) {
  await fill(user, current(), values[0]);
  await fill(user, next(), values[1]);
  await fill(user, confirm(), values[2]);
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('PasswordPanel', () => {
  it('changes the password with the three values, then clears the form', async () => {
    const { user, api } = await renderPanel();
    await change(user, ['Old-pass1!', 'New-pass2!', 'New-pass2!']);

    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(screen.getAllByText(SIGNED_OUT_ELSEWHERE, { exact: false })).toHaveLength(2);
    expect(api.callsTo('POST', '/api/user/password').map((c) => c.body)).toEqual([
      { currentPassword: 'Old-pass1!', newPassword: 'New-pass2!', confirmPassword: 'New-pass2!' },
    ]);
    await waitFor(() => expect(current()).toHaveValue(''));
    expect(next()).toHaveValue('');
  });

  it('asks for the current password', async () => {
    const { user, api } = await renderPanel();
    await change(user, ['', 'New-pass2!', 'New-pass2!']);
    expect(
      await screen.findByText(SETTINGS_MESSAGES.CURRENT_PASSWORD_REQUIRED),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/password')).toHaveLength(0);
  });

  it('refuses a new password under 8 characters', async () => {
    const { user, api } = await renderPanel();
    await change(user, ['Old-pass1!', 'short', 'short']);
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/password')).toHaveLength(0);
  });

  it('refuses a new password over 100 characters', async () => {
    const { user } = await renderPanel();
    const long = 'a'.repeat(101);
    await change(user, ['Old-pass1!', long, long]);
    expect(await screen.findByText('Password must not exceed 100 characters')).toBeInTheDocument();
  });

  it('says when the confirmation differs', async () => {
    const { user, api } = await renderPanel();
    await change(user, ['Old-pass1!', 'New-pass2!', 'New-pass3!']);
    expect(await screen.findByText(SETTINGS_MESSAGES.PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(confirm()).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/user/password')).toHaveLength(0);
  });

  it('shows how strong the new password is as it is typed', async () => {
    const { user } = await renderPanel();
    await fill(user, next(), 'abc');
    expect(screen.getByText('Weak')).toBeInTheDocument();
    await fill(user, next(), 'Abcdefgh1!');
    expect(screen.getByText('Strong')).toBeInTheDocument();
  });

  it("shows the server's refusal as an error toast and keeps what was typed", async () => {
    const { user } = await renderPanel({
      'POST /api/user/password': apiError(
        400,
        SETTINGS_MESSAGES.CURRENT_PASSWORD_INCORRECT,
        'INVALID_CREDENTIALS',
      ),
    });
    await change(user, ['Wrong-pass1!', 'New-pass2!', 'New-pass2!']);
    expect(
      await screen.findByText(SETTINGS_MESSAGES.CURRENT_PASSWORD_INCORRECT),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(current()).toHaveValue('Wrong-pass1!');
    expect(screen.queryByText('Password updated')).not.toBeInTheDocument();
  });

  it('shows or hides a password on request', async () => {
    const { user } = await renderPanel();
    expect(current()).toHaveAttribute('type', 'password');
    const [toggle] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(toggle as HTMLElement);
    expect(current()).toHaveAttribute('type', 'text');
    expect(screen.getAllByRole('button', { name: 'Hide password' })).toHaveLength(1);
  });
});
