// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthDialog } from '@/lib/auth-dialog.ts';
import { anEvent, aUser } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render.tsx';
import { ReserveButton } from './reserve-button.tsx';

const guest = aUser();
const host = { id: 7, isAdmin: false };
const admin = aUser({ id: 1, isAdmin: true });

/** Where the auth dialog stands: the real dialog's store, shown as text. */
function AuthDialogState() {
  const state = useAuthDialog();
  return (
    <output aria-label="auth dialog">
      {state.open ? `${state.mode} then ${state.next ?? 'nowhere'}` : 'closed'}
    </output>
  );
}

type Props = Partial<Parameters<typeof ReserveButton>[0]>;

async function renderButton(props: Props = {}) {
  const onReserve = props.onReserve ?? vi.fn();
  const rendered = await renderApp(
    <>
      <ReserveButton
        event={anEvent()}
        user={guest}
        isReserved={false}
        isPending={false}
        onReserve={onReserve}
        {...props}
      />
      <AuthDialogState />
    </>,
  );
  return { ...rendered, onReserve };
}

describe('ReserveButton', () => {
  it("offers 'Reserve Spot - $price' to a guest, the price charged with its fee", async () => {
    const { user, onReserve } = await renderButton();
    const button = screen.getByRole('button', { name: 'Reserve Spot - $46.65' });
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onReserve).toHaveBeenCalledTimes(1);
  });

  it("reads 'Reserve Spot - Free' for a free dinner, never $0.00", async () => {
    await renderButton({ event: anEvent({ price: 0 }) });
    expect(screen.getByRole('button', { name: 'Reserve Spot - Free' })).toBeEnabled();
    expect(screen.queryByText(/\$0\.00/)).not.toBeInTheDocument();
  });

  it("says 'Reserving...' and is disabled while the reservation is pending", async () => {
    const { user, onReserve } = await renderButton({ isPending: true });
    const button = screen.getByRole('button', { name: 'Reserving...' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onReserve).not.toHaveBeenCalled();
  });

  it("says 'Already Reserved' (disabled) once the guest holds a seat", async () => {
    await renderButton({ isReserved: true });
    expect(screen.getByRole('button', { name: 'Already Reserved' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Reserve Spot/ })).not.toBeInTheDocument();
  });

  it("says 'You're the Host' (disabled) to the dinner's own host", async () => {
    await renderButton({ user: host });
    expect(screen.getByRole('button', { name: "You're the Host" })).toBeDisabled();
  });

  it("says 'Reserving is for guests' (disabled) to an admin (#32.20)", async () => {
    const { onReserve } = await renderButton({ user: admin });
    expect(screen.getByRole('button', { name: 'Reserving is for guests' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Reserve Spot/ })).not.toBeInTheDocument();
    expect(onReserve).not.toHaveBeenCalled();
  });

  it('the host label wins over a pending or reserved state', async () => {
    await renderButton({ user: host, isPending: true, isReserved: true });
    expect(screen.getByRole('button', { name: "You're the Host" })).toBeDisabled();
  });

  it("offers a visitor 'Log in to Reserve' and 'Sign up to Reserve'", async () => {
    const onAuthDialog = vi.fn();
    const { user, onReserve } = await renderButton({ user: null, onAuthDialog });
    const state = screen.getByRole('status', { name: 'auth dialog' });
    expect(state).toHaveTextContent('closed');

    await user.click(screen.getByRole('button', { name: 'Log in to Reserve' }));
    expect(state).toHaveTextContent('login');
    await user.click(screen.getByRole('button', { name: 'Sign up to Reserve' }));
    // signing up continues at the dinner chosen, not the profile (#32.25)
    expect(state).toHaveTextContent(`register then /event/${anEvent().id}`);

    expect(onAuthDialog).toHaveBeenCalledTimes(2);
    expect(onReserve).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Reserve Spot/ })).not.toBeInTheDocument();
  });

  it("says 'Sold Out' (disabled) when no seat is left", async () => {
    await renderButton({ event: anEvent({ availableSpots: 0 }) });
    expect(screen.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
  });

  it('shows what the page gives for a full dinner (the waitlist) instead of Sold Out', async () => {
    await renderButton({
      event: anEvent({ availableSpots: 0 }),
      whenFull: <button type="button">Join the waitlist</button>,
    });
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Sold Out' })).not.toBeInTheDocument();
  });

  it("offers 'Claim Your Seat - $price' for a seat the waitlist holds for this guest", async () => {
    const { user, onReserve } = await renderButton({
      event: anEvent({ availableSpots: 0 }),
      heldForMe: true,
    });
    await user.click(screen.getByRole('button', { name: 'Claim Your Seat - $46.65' }));
    expect(onReserve).toHaveBeenCalledTimes(1);
  });

  it("says 'Not available for booking' for a paid dinner whose host cannot take payment", async () => {
    await renderButton({ event: anEvent({ onSale: false }) });
    expect(screen.getByRole('button', { name: 'Not available for booking' })).toBeDisabled();
  });

  it('still tells a guest with a seat where they stand on a dinner off sale', async () => {
    await renderButton({ event: anEvent({ onSale: false }), isReserved: true });
    expect(screen.getByRole('button', { name: 'Already Reserved' })).toBeDisabled();
  });

  it('opens nothing for a visitor before a choice is made', async () => {
    const onAuthDialog = vi.fn();
    await renderButton({ user: null, onAuthDialog });
    expect(screen.getByRole('status', { name: 'auth dialog' })).toHaveTextContent('closed');
    expect(onAuthDialog).not.toHaveBeenCalled();
  });
});
