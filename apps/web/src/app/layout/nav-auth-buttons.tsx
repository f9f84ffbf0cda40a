import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { type AuthMode, openAuthDialog } from '@/lib/auth-dialog.ts';

/** The auth dialog chunk loads on intent (hover, focus) so it opens without a wait. */
export const preloadAuthDialog = () => void import('@/features/auth/components/auth-dialogs.tsx');

/**
 * 'Log in' and 'Sign up', each opening the auth dialog in its mode: small in the bar (loading
 * the dialog on intent), full width in the mobile menu (which `beforeOpen` closes first).
 */
export function AuthButtons({ inMenu, beforeOpen }: { inMenu: boolean; beforeOpen?: () => void }) {
  const open = (mode: AuthMode) => {
    beforeOpen?.();
    openAuthDialog(mode);
  };
  const look = inMenu
    ? { className: 'w-full' }
    : { size: 'sm' as const, onPointerEnter: preloadAuthDialog, onFocus: preloadAuthDialog };
  return (
    <>
      <Button variant={inMenu ? 'secondary' : 'ghost'} {...look} onClick={() => open('login')}>
        Log in
      </Button>
      <Button {...look} onClick={() => open('register')}>
        Sign up
      </Button>
    </>
  );
}

export function LogoutButton({
  inMenu,
  onLogout,
  pending,
}: {
  inMenu: boolean;
  onLogout: () => void;
  pending: boolean;
}) {
  return (
    <Button
      variant={inMenu ? 'secondary' : 'ghost'}
      {...(inMenu ? { className: 'w-full' } : { size: 'sm' as const })}
      onClick={onLogout}
      disabled={pending}
    >
      <LogOut aria-hidden="true" className="size-4" />
      Logout
    </Button>
  );
}
