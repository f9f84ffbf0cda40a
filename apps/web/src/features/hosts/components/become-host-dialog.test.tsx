// @vitest-environment happy-dom
import { HOST_APPLICATION_MESSAGES, HOST_APPLICATION_SUBMITTED } from '@storytable/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@/test/fake-api.ts';
import { aHost, aUser } from '@/test/fixtures.ts';
import { fill, renderApp } from '@/test/render.tsx';
import { BecomeHostDialog } from './become-host-dialog.tsx';

const guest = aUser();
const APPLICATION = {
  experience: 'Ten years of supper clubs on ancient history.',
  expertiseArea: 'Roman trade routes',
  eventsHosted: '25',
  interests: 'Mediterranean cooking',
};

afterEach(() => window.history.replaceState(null, '', '/'));

async function renderDialog(user = guest, api: Record<string, unknown> = {}) {
  return renderApp(<BecomeHostDialog user={user} />, {
    user,
    path: '/profile',
    api: {
      'POST /api/user/become-host': {
        message: 'Application submitted',
        manualReviewStatus: 'pending',
      },
      ...api,
    },
  });
}

type Driver = Awaited<ReturnType<typeof renderDialog>>['user'];

async function answer(user: Driver, dialog: HTMLElement) {
  const box = (name: string) => within(dialog).getByRole('textbox', { name });
  await fill(user, box('Your hosting experience'), APPLICATION.experience);
  await fill(user, box('What are you knowledgeable about?'), APPLICATION.expertiseArea);
  await fill(user, box('How many events have you hosted?'), APPLICATION.eventsHosted);
  await fill(user, box('Your culinary interests'), APPLICATION.interests);
}

describe('BecomeHostDialog', () => {
  it('applies, then moves on to identity verification', async () => {
    const { user, api } = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Become a Host' }));
    const dialog = await screen.findByRole('dialog', { name: 'Become a Host' });
    expect(
      within(dialog).getByText(
        'Tell us about the tables you would host. Next, you will verify your identity.',
      ),
    ).toBeInTheDocument();

    await answer(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByRole('dialog', { name: 'Verify your identity' })).toBeInTheDocument();
    expect(screen.getByText(HOST_APPLICATION_SUBMITTED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start verification' })).toBeEnabled();
    expect(api.callsTo('POST', '/api/user/become-host').map((c) => c.body)).toEqual([APPLICATION]);
  });

  it('says what each answer lacks, in the spec’s words, and sends nothing', async () => {
    const { user, api } = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Become a Host' }));
    const dialog = await screen.findByRole('dialog', { name: 'Become a Host' });
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: 'Your hosting experience' }),
      'short',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    for (const message of [
      HOST_APPLICATION_MESSAGES.experienceShort,
      HOST_APPLICATION_MESSAGES.expertiseShort,
      HOST_APPLICATION_MESSAGES.eventsHostedShort,
      HOST_APPLICATION_MESSAGES.interestsShort,
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user/become-host')).toHaveLength(0);
  });

  it('refuses an experience over 500 characters', async () => {
    const { user } = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Become a Host' }));
    const dialog = await screen.findByRole('dialog', { name: 'Become a Host' });
    await answer(user, dialog);
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: 'Your hosting experience' }),
      'x'.repeat(501),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    expect(
      await within(dialog).findByText(HOST_APPLICATION_MESSAGES.experienceLong),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal as an 'Application Error' toast and stays on the answers", async () => {
    const { user } = await renderDialog(guest, {
      'POST /api/user/become-host': apiError(
        409,
        'Your host application is already pending review',
        'CONFLICT',
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Become a Host' }));
    const dialog = await screen.findByRole('dialog', { name: 'Become a Host' });
    await answer(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByText('Application Error')).toBeInTheDocument();
    expect(screen.getByText('Your host application is already pending review')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Become a Host' })).toBeInTheDocument();
  });

  it('is disabled, saying why, while the identity check is processed', async () => {
    await renderDialog(aUser({ idmeVerificationStatus: 'in_progress' }));
    const button = screen.getByRole('button', { name: 'Become a Host' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Your identity check is being processed.');
  });

  it('is disabled, saying why, while the application waits for an admin', async () => {
    await renderDialog(
      aUser({
        manualReviewStatus: 'pending',
        idmeVerified: true,
        idmeVerificationStatus: 'verified',
      }),
    );
    const button = screen.getByRole('button', { name: 'Become a Host' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Your application is waiting for an admin review.');
  });

  it('after a failed check, shows the code and starts again from the application', async () => {
    const { user } = await renderDialog(
      aUser({ idmeVerificationStatus: 'failed:document_expired' }),
    );
    await user.click(screen.getByRole('button', { name: 'Retry verification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verification Failed' });
    expect(within(dialog).getByText('document_expired')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Your host application or identity check was not approved. You can apply again.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Become a Host' })).toBeInTheDocument();
  });

  it('a host not yet verified goes straight to the identity check', async () => {
    vi.stubGlobal('open', () => null);
    const unverifiedHost = aHost({
      isVerifiedHost: false,
      idmeVerified: false,
      idmeVerificationStatus: null,
      manualReviewStatus: 'approved',
    });
    const { user, api } = await renderDialog(unverifiedHost, {
      'POST /api/stripe/identity-verification': { id: 'vs_1', url: 'https://verify.test/vs_1' },
      'GET /api/stripe/identity-verification/vs_1': { status: 'requires_input', lastError: null },
    });
    await user.click(screen.getByRole('button', { name: 'Verify your identity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your identity' });
    expect(within(dialog).queryByText(HOST_APPLICATION_SUBMITTED)).not.toBeInTheDocument();

    // the browser blocked the popup: the page offers a link to the check instead
    await user.click(within(dialog).getByRole('button', { name: 'Start verification' }));
    const link = await within(dialog).findByRole('link', { name: 'Open the verification page' });
    expect(link).toHaveAttribute('href', 'https://verify.test/vs_1');
    expect(within(dialog).getByText('Waiting for your verification...')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/stripe/identity-verification')).toHaveLength(1);
  });

  it('offers nothing to a verified host or an admin', async () => {
    await renderDialog(aHost());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens at once from a become-host link, and forgets the link', async () => {
    window.history.replaceState(null, '', '/profile?become-host');
    await renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Become a Host' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
  });
});
