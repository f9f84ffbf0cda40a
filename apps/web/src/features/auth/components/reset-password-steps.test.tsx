// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthDialog } from '@/lib/auth-dialog.ts';
import { apiError } from '@/test/fake-api.ts';
import { fill, renderApp } from '@/test/render.tsx';
import { NewPasswordStep } from './new-password-step.tsx';
import { EmailStep } from './reset-email-step.tsx';

const NEUTRAL = 'If an account exists for that address, we sent a link to reset its password.';

function AuthDialogState() {
  const state = useAuthDialog();
  return <output aria-label="auth dialog">{state.open ? state.mode : 'closed'}</output>;
}

describe('EmailStep', () => {
  async function renderStep(answer: unknown = { message: NEUTRAL }) {
    return renderApp(<EmailStep />, {
      path: '/reset-password',
      api: { 'POST /api/auth/reset-request': answer },
    });
  }

  it('sends the address, then says to check the email as step 2 of 2', async () => {
    const { user, api } = await renderStep();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'gina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(NEUTRAL);
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/reset-request').map((c) => c.body)).toEqual([
      { email: 'gina@example.com' },
    ]);
  });

  it("refuses an address that is not one: 'Please enter a valid email address'", async () => {
    const { user, api } = await renderStep();
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'gina');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/reset-request')).toHaveLength(0);
  });

  it("'Use a different email' goes back to the first step", async () => {
    const { user } = await renderStep();
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'gina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await user.click(await screen.findByRole('button', { name: 'Use a different email' }));
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it("toasts 'Failed to send reset link' when the server fails", async () => {
    const { user } = await renderStep(new Response('x', { status: 500, statusText: 'Oops' }));
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'gina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Failed to send reset link')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });
});

describe('NewPasswordStep', () => {
  async function renderStep(answer: unknown = { message: 'Your password has been reset.' }) {
    return renderApp(
      <>
        <NewPasswordStep token="tok_1" />
        <AuthDialogState />
      </>,
      { path: '/reset-password', api: { 'POST /api/auth/reset-password': answer } },
    );
  }

  it('sets the new password with the token, then offers to log in', async () => {
    const { user, api } = await renderStep();
    await fill(user, screen.getByLabelText('New password'), 'New-pass2!');
    await fill(user, screen.getByLabelText('Confirm new password'), 'New-pass2!');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    const done = await screen.findByRole('heading', { name: 'Your password is reset' });
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText('Password reset')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/reset-password').map((c) => c.body)).toEqual([
      { token: 'tok_1', password: 'New-pass2!', confirmPassword: 'New-pass2!' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('status', { name: 'auth dialog' })).toHaveTextContent('login');
  });

  it('says when the two passwords differ, sending nothing', async () => {
    const { user, api } = await renderStep();
    await fill(user, screen.getByLabelText('New password'), 'New-pass2!');
    await fill(user, screen.getByLabelText('Confirm new password'), 'New-pass3!');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/reset-password')).toHaveLength(0);
  });

  it('refuses a password under 8 characters', async () => {
    const { user } = await renderStep();
    await fill(user, screen.getByLabelText('New password'), 'short');
    await fill(user, screen.getByLabelText('Confirm new password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it("shows an expired link's refusal", async () => {
    const { user } = await renderStep(
      apiError(400, 'This reset link is invalid or has expired.', 'INVALID_TOKEN'),
    );
    await fill(user, screen.getByLabelText('New password'), 'New-pass2!');
    await fill(user, screen.getByLabelText('Confirm new password'), 'New-pass2!');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText('This reset link is invalid or has expired.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled();
  });
});
