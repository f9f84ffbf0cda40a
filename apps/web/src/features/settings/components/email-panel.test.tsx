// @vitest-environment happy-dom
import { SETTINGS_MESSAGES } from '@storytable/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '@/test/fake-api.ts';
import { aUser } from '@/test/fixtures.ts';
import { fill, renderApp } from '@/test/render.tsx';
import { EmailPanel } from './email-panel.tsx';

const user0 = aUser({ email: 'gina@example.com' });
const sentTo = (email: string) =>
  `We sent a confirmation link to ${email}. Your address changes once you open it; until then you keep signing in and receiving mail at your current address.`;

async function renderPanel(api: Record<string, unknown> = {}) {
  return renderApp(<EmailPanel currentEmail={user0.email} />, {
    user: user0,
    path: '/settings?tab=email',
    api: { 'POST /api/user/email': { message: SETTINGS_MESSAGES.EMAIL_CHANGE_SENT }, ...api },
  });
}

type Driver = Awaited<ReturnType<typeof renderPanel>>['user'];

async function change(user: Driver, values: [string, string, string]) {
  await fill(user, screen.getByLabelText('Current password'), values[0]);
  await fill(user, screen.getByRole('textbox', { name: 'New email address' }), values[1]);
  await fill(user, screen.getByRole('textbox', { name: 'Confirm new email address' }), values[2]);
  await user.click(screen.getByRole('button', { name: 'Change email' }));
}

describe('EmailPanel', () => {
  it('shows the current address', async () => {
    await renderPanel();
    expect(screen.getByText('Current address:')).toHaveTextContent('gina@example.com');
  });

  it('asks for the change and says a link went to the new address', async () => {
    const { user, api } = await renderPanel();
    await change(user, ['Secret-1!', 'new@example.com', 'new@example.com']);

    expect(await screen.findByText('Confirmation email sent')).toBeInTheDocument();
    expect(screen.getAllByText(sentTo('new@example.com'))).toHaveLength(2);
    expect(api.callsTo('POST', '/api/user/email').map((c) => c.body)).toEqual([
      {
        currentPassword: 'Secret-1!',
        newEmail: 'new@example.com',
        confirmEmail: 'new@example.com',
      },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'New email address' })).toHaveValue(''),
    );
  });

  it('sends the address in lower case, trimmed', async () => {
    const { user, api } = await renderPanel();
    await change(user, ['Secret-1!', ' New@Example.com ', 'new@example.com']);
    await screen.findByText('Confirmation email sent');
    expect(api.callsTo('POST', '/api/user/email')[0]?.body).toMatchObject({
      newEmail: 'new@example.com',
    });
  });

  it('refuses an address that is not one', async () => {
    const { user, api } = await renderPanel();
    await change(user, ['Secret-1!', 'not-an-email', 'not-an-email']);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/email')).toHaveLength(0);
  });

  it('says when the two addresses differ', async () => {
    const { user, api } = await renderPanel();
    await change(user, ['Secret-1!', 'new@example.com', 'other@example.com']);
    expect(await screen.findByText(SETTINGS_MESSAGES.EMAILS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/email')).toHaveLength(0);
  });

  it('asks for the current password', async () => {
    const { user } = await renderPanel();
    await change(user, ['', 'new@example.com', 'new@example.com']);
    expect(
      await screen.findByText(SETTINGS_MESSAGES.CURRENT_PASSWORD_REQUIRED),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal as an error toast", async () => {
    const { user } = await renderPanel({
      'POST /api/user/email': apiError(400, SETTINGS_MESSAGES.SAME_EMAIL),
    });
    await change(user, ['Secret-1!', 'gina@example.com', 'gina@example.com']);
    expect(await screen.findByText(SETTINGS_MESSAGES.SAME_EMAIL)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByText('Confirmation email sent')).not.toBeInTheDocument();
  });
});
