// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthDialog } from '@/lib/auth-dialog.ts';
import { anEvent, aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { BeforeOpening } from './before-opening.tsx';

/** The real auth dialog's store, shown as text. */
function AuthDialogState() {
  const state = useAuthDialog();
  return (
    <output aria-label="auth dialog">
      {state.open ? `${state.mode} then ${state.next}` : 'closed'}
    </output>
  );
}

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

function Page({ opensAt }: { opensAt: string | null }) {
  return (
    <>
      <BeforeOpening event={anEvent({ id: 7, opensAt })}>
        <button type="button">Reserve</button>
      </BeforeOpening>
      <AuthDialogState />
    </>
  );
}

describe('BeforeOpening', () => {
  it('shows the booking of a dinner that has opened', async () => {
    await renderApp(<Page opensAt={null} />);
    expect(await screen.findByRole('button', { name: 'Reserve' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Notify me' })).toBeNull();
  });

  it('shows when it opens and a countdown instead of the booking, spoken in minutes', async () => {
    await renderApp(<Page opensAt={inMs(2 * 3_600_000)} />);
    expect(await screen.findByText(/^Opens for booking /)).toBeTruthy();
    expect(screen.getByTestId('opening-countdown').textContent).toMatch(
      /^Opens in [12] h \d+ min$/,
    );
    expect(screen.getByText(/^Opens in about 2 hours$/).getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByRole('button', { name: 'Reserve' })).toBeNull();
  });

  it('signed out, Notify me asks to sign in and come back', async () => {
    const { user } = await renderApp(<Page opensAt={inMs(3_600_000)} />);
    await user.click(await screen.findByRole('button', { name: 'Notify me' }));
    expect(screen.getByRole('status', { name: 'auth dialog' }).textContent).toBe(
      'login then /event/7',
    );
  });

  it('signed in, Notify me toggles with a confirmation', async () => {
    const { user, api } = await renderApp(<Page opensAt={inMs(3_600_000)} />, {
      user: aUser(),
      api: {
        'GET /api/events/7/notify': { asked: false },
        'POST /api/events/7/notify': { asked: true, message: 'We will email you when it opens' },
        'DELETE /api/events/7/notify': { asked: false, message: 'You will not be emailed' },
      },
    });
    const ask = await screen.findByRole('button', { name: 'Notify me' });
    // enabled once GET /api/events/7/notify has told whether I asked
    await waitFor(() => expect((ask as HTMLButtonElement).disabled).toBe(false));
    await user.click(ask);
    const stop = await screen.findByRole('button', { name: 'Stop notifying me' });
    expect(stop.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('We will email you when it opens')).toBeTruthy();
    await user.click(stop);
    expect(await screen.findByRole('button', { name: 'Notify me' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/events/7/notify')).toHaveLength(1);
    expect(api.callsTo('DELETE', '/api/events/7/notify')).toHaveLength(1);
  });

  it('shows the booking when the countdown ends', async () => {
    await renderApp(<Page opensAt={inMs(1_500)} />);
    expect(await screen.findByRole('button', { name: 'Notify me' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reserve' })).toBeTruthy(), {
      timeout: 5_000,
    });
    expect(screen.queryByRole('button', { name: 'Notify me' })).toBeNull();
  });
});
